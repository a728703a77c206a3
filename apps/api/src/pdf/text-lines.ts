// Text in a box on a pdfkit page: split at line breaks into paragraphs, each
// wrapped at spaces to the box's width, each line ordered by bidi.ts into pieces
// and drawn piece by piece, aligned to one side of the box. pdfkit's own wrapping
// is not used: it knows no bidi (see bidi.ts).
import { bidiParagraph, visualPieces, type BidiParagraph, type Direction } from './bidi';

export type FontName = 'regular' | 'bold';

export interface TextStyle {
  font: FontName;
  /** In points. */
  size: number;
}

/**
 * How pdfkit measures and draws a piece: on one line, and whole. With
 * `features` given (even none beyond the defaults), pdfkit lays the string out in
 * one fontkit call instead of word by word, which keeps a right-to-left piece's
 * words in order.
 */
const whole = { lineBreak: false, features: [] } satisfies PDFKit.Mixins.TextOptions;

interface Piece {
  text: string;
  width: number;
}

interface Line {
  pieces: Piece[];
  width: number;
}

/** Text laid out for one width: its lines and the height they take. */
export interface TextBlock {
  style: TextStyle;
  lines: Line[];
  lineHeight: number;
  height: number;
}

function measure(doc: PDFKit.PDFDocument, paragraph: BidiParagraph, start: number, end: number): Line {
  const pieces = visualPieces(paragraph, start, end).map((text) => ({ text, width: doc.widthOfString(text, whole) }));
  return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
}

/** Greedy wrapping at spaces; a word wider than the box gets a line of its own. */
function wrap(doc: PDFKit.PDFDocument, paragraph: BidiParagraph, width: number): Line[] {
  const words = Array.from(paragraph.text.matchAll(/\S+/gu), (m) => ({ start: m.index, end: m.index + m[0].length }));
  if (words.length === 0) return [{ pieces: [], width: 0 }];
  const lines: Line[] = [];
  let first = 0;
  while (first < words.length) {
    const start = words[first]?.start ?? 0;
    let last = first;
    let line = measure(doc, paragraph, start, words[last]?.end ?? start);
    for (let next = words[last + 1]; next; next = words[last + 1]) {
      const longer = measure(doc, paragraph, start, next.end);
      if (longer.width > width) break;
      line = longer;
      last += 1;
    }
    lines.push(line);
    first = last + 1;
  }
  return lines;
}

/**
 * Lays `text` out for a box `width` points wide. Each paragraph takes its
 * direction from its first strong letter (like `dir="auto"`), else `direction`.
 */
export function layoutText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
  direction: Direction,
): TextBlock {
  doc.font(style.font).fontSize(style.size);
  const lines = text.split(/\r?\n/u).flatMap((paragraph) => wrap(doc, bidiParagraph(paragraph, direction), width));
  const lineHeight = doc.currentLineHeight(true);
  return { style, lines, lineHeight, height: lines.length * lineHeight };
}

/** Each line of a block as a block of its own, for text that may continue on the next page. */
export function textLines(block: TextBlock): TextBlock[] {
  return block.lines.map((line) => ({ ...block, lines: [line], height: block.lineHeight }));
}

/** Draws a laid-out block with its top at `y`, each line against the box's left or right edge. */
export function drawText(
  doc: PDFKit.PDFDocument,
  block: TextBlock,
  box: { x: number; y: number; width: number; align: 'left' | 'right' },
): void {
  doc.font(block.style.font).fontSize(block.style.size);
  block.lines.forEach((line, i) => {
    let x = box.align === 'left' ? box.x : box.x + box.width - line.width;
    for (const piece of line.pieces) {
      doc.text(piece.text, x, box.y + i * block.lineHeight, whole);
      x += piece.width;
    }
  });
}
