import { describe, expect, it } from 'vitest';
import { prescriptionReferenceOf } from './prescription-reference';

const reference = 'pqrmariambisoprololAAAAAAAAAAAAAAAAAAAAAA';

describe('prescriptionReferenceOf', () => {
  it('reads the reference of the paper address a QR code carries', () => {
    expect(prescriptionReferenceOf(`https://aafiya.ae/verify/${reference}`)).toBe(reference);
    expect(prescriptionReferenceOf(`http://localhost:3000/verify/${reference}/?lang=ar#top`)).toBe(reference);
    expect(prescriptionReferenceOf(` /verify/${reference} `)).toBe(reference);
  });

  it('takes a bare reference as typed, trimmed', () => {
    expect(prescriptionReferenceOf(`  ${reference}\n`)).toBe(reference);
    expect(prescriptionReferenceOf('p-abc_12')).toBe('p-abc_12');
  });

  it("takes another address's last path segment, decoded", () => {
    expect(prescriptionReferenceOf('https://example.ae/p/abc%2D1?x=1')).toBe('abc-1');
  });

  it('gives nothing for blank text and at most 200 characters', () => {
    expect(prescriptionReferenceOf('   ')).toBe('');
    expect(prescriptionReferenceOf('https://example.ae/')).toBe('');
    expect(prescriptionReferenceOf('x'.repeat(300))).toHaveLength(200);
  });
});
