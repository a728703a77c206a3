import { describe, expect, it } from 'vitest';
import { hasPdfSignature } from './pdf-signature';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('hasPdfSignature', () => {
  it('accepts a file starting with %PDF-', async () => {
    await expect(hasPdfSignature(new File(['%PDF-1.7\n…'], 'report.pdf'))).resolves.toBe(true);
  });

  it('refuses PNG bytes named .pdf, an empty file and a near miss', async () => {
    await expect(hasPdfSignature(new File([new Uint8Array(PNG)], 'x.pdf', { type: 'application/pdf' }))).resolves.toBe(
      false,
    );
    await expect(hasPdfSignature(new File([], 'empty.pdf'))).resolves.toBe(false);
    await expect(hasPdfSignature(new File(['%PDF'], 'short.pdf'))).resolves.toBe(false);
  });
});
