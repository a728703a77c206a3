// A QR code drawn as vector squares (no image), from the `qrcode` package's matrix.
import QRCode from 'qrcode';

/** The dark modules of `text`'s QR code (error correction M), row by row, and its size in modules. */
export function qrModules(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

/** Draws `text`'s QR code `side` points wide with its top left corner at (x, y), with the quiet zone inside `side`. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { size, dark } = qrModules(text);
  const QUIET = 4;
  const cell = side / (size + 2 * QUIET);
  doc.save();
  doc.rect(x, y, side, side).fill('#ffffff');
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (dark(column, row)) doc.rect(x + (QUIET + column) * cell, y + (QUIET + row) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
