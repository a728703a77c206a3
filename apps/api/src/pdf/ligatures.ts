// Arabic ligatures read back in logical order. fontkit lays a right-to-left run
// out in visual order, and pdfkit maps each glyph to the letters it stands for
// (the font's ToUnicode map) in logical order. A reader extracting the text
// (pdf.js, copy and paste, screen readers) takes the glyphs as they stand and
// reverses the right-to-left run as a whole: a one-letter glyph comes out right,
// but the letters inside a ligature (لا, لأ, لإ, ...) come out swapped:
// "الأدوية" read back as "األدوية". Mapping such a glyph to its letters in
// reverse makes the reader's reversal put them back. Arabic glyphs are only
// ever drawn in right-to-left runs (bidi.ts), so every Arabic ligature is mapped so.

/** Arabic letters and their presentation forms. */
const ARABIC = /^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]$/u;

const isArabic = (codePoint: number) => ARABIC.test(String.fromCodePoint(codePoint));

/** The letters a glyph stands for, in the order a reader that reverses right-to-left text needs. */
export function readerOrder(codePoints: readonly number[]): number[] {
  return codePoints.length > 1 && codePoints.every(isArabic) ? [...codePoints].reverse() : [...codePoints];
}

/** What pdfkit keeps of each embedded font: the letters of each glyph it used, by glyph id. */
interface EmbeddedFontLike {
  unicode?: (number[] | undefined)[];
}

/**
 * Remaps the Arabic ligatures of every font the document used; call it just
 * before `doc.end()` (pdfkit writes the fonts' maps then). It reaches into
 * pdfkit's font cache (`_fontFamilies`), which pdfkit's types do not declare.
 */
export function mapLigaturesForReaders(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontLike> })._fontFamilies ?? {};
  for (const font of new Set(Object.values(families))) {
    const unicode = font.unicode;
    if (!Array.isArray(unicode)) continue;
    unicode.forEach((codePoints, gid) => {
      if (codePoints) unicode[gid] = readerOrder(codePoints);
    });
  }
}
