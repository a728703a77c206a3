// Right-to-left and mixed text for pdfkit: the Unicode bidi algorithm (bidi-js)
// orders each line into pieces drawn left to right, and each piece is given to
// pdfkit in the form fontkit turns into the right glyphs.
//
// What fontkit does, checked on real output (paper.test.ts reads it back): it shapes a string
// (Arabic joining forms, ligatures) and, when the string's first letter with a
// script is Arabic (or another right-to-left script), reverses the glyphs of the
// whole string. It knows nothing else of bidi: a line mixing Latin and Arabic comes
// out in logical order, and pdfkit lays a string out word by word unless it is
// given `features` (text-lines.ts gives them), which puts the words of an Arabic
// name in the wrong order. Hence, per line: visual pieces of one direction each; a
// right-to-left piece with Arabic letters goes in logical order (fontkit reverses
// it and keeps the joining right), a right-to-left piece without (spaces,
// punctuation between numbers) is reversed here, and Arabic-Indic digits, which
// fontkit would reverse, go in reversed so they come out left to right.
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** One paragraph (no line breaks) with its resolved embedding levels. */
export interface BidiParagraph {
  text: string;
  direction: Direction;
  levels: EmbeddingLevels;
}

/** The direction of the first strong letter (rule P2 of the bidi algorithm, like `dir="auto"`), or `fallback` if none. */
export function textDirection(text: string, fallback: Direction): Direction {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

/** Resolves `text`'s levels; its direction comes from its first strong letter, else `fallback` (the paper's). */
export function bidiParagraph(text: string, fallback: Direction): BidiParagraph {
  const direction = textDirection(text, fallback);
  return { text, direction, levels: bidi.getEmbeddingLevels(text, direction) };
}

/** Letters fontkit lays out right to left (Hebrew, Arabic and other right-to-left scripts). */
const hasRtlLetter = (text: string) =>
  Array.from(text).some((char) => {
    const type = bidi.getBidiCharTypeName(char);
    return (type === 'R' || type === 'AL') && char !== '\u200f' && char !== '\u061c';
  });

/** Arabic-Indic and Persian digits and number signs: the Arabic script to fontkit, left to right to bidi. */
const arabicDigits = /([\u0600-\u0605\u0660-\u0669\u066b\u066c\u06f0-\u06f9]+)/u;

const reversed = (text: string) => Array.from(text).reverse().join('');

/** The strings to give pdfkit for a left-to-right piece. */
function ltrPieces(text: string): string[] {
  return text
    .split(arabicDigits)
    .filter(Boolean)
    .map((part) => (arabicDigits.test(part) ? reversed(part) : part));
}

/** The string to give pdfkit for a right-to-left piece (in logical order, mirrored characters already swapped). */
function rtlPiece(text: string): string {
  return hasRtlLetter(text) ? text : reversed(text);
}

/**
 * The characters `start` to `end` (exclusive) of a paragraph, as one line: the
 * strings to draw one after another from left to right.
 */
export function visualPieces(paragraph: BidiParagraph, start: number, end: number): string[] {
  const { text, levels } = paragraph;
  if (end <= start) return [];
  const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
  const charAt = (i: number) => mirrored.get(i) ?? text.charAt(i);
  const isRtl = (i: number) => ((levels.levels[i] ?? 0) & 1) === 1;
  const pieces: string[] = [];
  let i = 0;
  while (i < order.length) {
    const first = order[i] ?? start;
    const rtl = isRtl(first);
    const step = rtl ? -1 : 1;
    let j = i + 1;
    while (j < order.length && order[j] === (order[j - 1] ?? 0) + step && isRtl(order[j] ?? 0) === rtl) j++;
    const from = rtl ? (order[j - 1] ?? first) : first;
    const logical = Array.from({ length: j - i }, (_, k) => charAt(from + k)).join('');
    pieces.push(...(rtl ? [rtlPiece(logical)] : ltrPieces(logical)));
    i = j;
  }
  return pieces;
}
