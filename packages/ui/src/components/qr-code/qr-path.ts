import QRCode from 'qrcode';

/** Modules of white border around the code (the QR standard's quiet zone). */
export const QUIET_ZONE = 4;

/**
 * `text`'s QR code (error correction M, as the papers' PDFs draw it) as one SVG path of unit squares, offset by the
 * quiet zone, and its width in modules without that zone.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
