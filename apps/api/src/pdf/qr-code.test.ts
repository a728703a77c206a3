import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { Paper } from './paper';
import { qrModules } from './qr-code';
import { pdfLinks, pdfTextItems } from './testing/pdf-text';

/** The QR code of `text` as an RGBA image, 4 pixels a module with a quiet zone, read back by jsQR. */
function decode(text: string): string | undefined {
  const { size, dark } = qrModules(text);
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const column = Math.floor(x / scale) - 4;
      const row = Math.floor(y / scale) - 4;
      if (column >= 0 && row >= 0 && column < size && row < size && dark(column, row)) {
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('QR code', () => {
  it('encodes a verification address that a reader decodes back', () => {
    const address = 'http://localhost:3000/verify/l65f1c0a2b3d4e5f601234567q3Yk1c2VwQm9vS0JxZ1pBAB';
    expect(decode(address)).toBe(address);
  });

  it('is drawn on a paper beside its caption', async () => {
    const bytes = await new Paper({ title: 'Sick Leave' })
      .title('Sick Leave')
      .qr('http://localhost:3000/verify/abc', 'Scan to check this paper')
      .toBytes();
    const [page = []] = await pdfTextItems(bytes);
    expect(page.map((item) => item.text)).toContain('Scan to check this paper');
    // The code is a link to the same address.
    expect(await pdfLinks(bytes)).toEqual([['http://localhost:3000/verify/abc']]);
  });
});
