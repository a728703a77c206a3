import { describe, expect, it } from 'vitest';
import { bidiParagraph, textDirection, visualPieces, type Direction } from './bidi';

/** The strings a whole one-line text is drawn as, left to right. */
const pieces = (text: string, fallback: Direction) => visualPieces(bidiParagraph(text, fallback), 0, text.length);

describe('textDirection', () => {
  it('follows the first strong letter, digits and punctuation aside', () => {
    expect(textDirection('12 مريم Smith', 'ltr')).toBe('rtl');
    expect(textDirection('- Smith مريم', 'rtl')).toBe('ltr');
    expect(textDirection('12.0–15.5', 'rtl')).toBe('rtl');
    expect(textDirection('12.0–15.5', 'ltr')).toBe('ltr');
  });
});

describe('visualPieces', () => {
  it('keeps a Latin line whole', () => {
    expect(pieces('Haemoglobin 12.8 g/dL', 'ltr')).toEqual(['Haemoglobin 12.8 g/dL']);
  });

  it('gives an Arabic name whole and in logical order: fontkit shapes it and reverses it', () => {
    expect(pieces('مريم النعيمي', 'ltr')).toEqual(['مريم النعيمي']);
  });

  it('puts a Latin label before an Arabic name in a left-to-right line', () => {
    expect(pieces('Patient: مريم النعيمي', 'ltr')).toEqual(['Patient: ', 'مريم النعيمي']);
  });

  it('puts Latin words and digits to the left in a right-to-left line', () => {
    expect(pieces('تقرير المختبر - Central Lab 2', 'rtl')).toEqual(['Central Lab 2', 'تقرير المختبر - ']);
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(pieces('عبد الله (الأب)', 'rtl')).toEqual(['عبد الله )الأب(']);
  });

  it('reverses right-to-left punctuation between numbers itself (fontkit would not)', () => {
    expect(pieces('12, 15', 'rtl')).toEqual(['15', ' ,', '12']);
    expect(pieces('200–900', 'rtl')).toEqual(['900', '–', '200']);
  });

  it('hands Arabic-Indic digits over reversed, as fontkit reverses them back', () => {
    expect(pieces('رقم ١٢٣ و 456', 'rtl')).toEqual(['456', ' و ', '٣٢١', 'رقم ']);
  });

  it('orders only the characters of the line asked for', () => {
    const paragraph = bidiParagraph('مريم النعيمي Patient', 'ltr');
    expect(visualPieces(paragraph, 13, 20)).toEqual(['Patient']);
    expect(visualPieces(paragraph, 0, 12)).toEqual(['مريم النعيمي']);
    expect(visualPieces(paragraph, 4, 4)).toEqual([]);
  });
});
