// Reading a QR code in the browser (#21, the pharmacy's Scan QR prescription): from an image's pixels, a chosen
// photo or a chosen PDF. The decoder (zxing-wasm) and pdfjs load on first use, never with a first route.
import type { readQrText } from './zxing-reader';

let reader: Promise<{ readQrText: typeof readQrText }> | undefined;

function zxing() {
  reader ??= import('./zxing-reader');
  return reader;
}

/** The text of the QR code in these pixels, or null when there is none. */
export async function decodeQrImageData(image: ImageData): Promise<string | null> {
  return (await zxing()).readQrText(image);
}

/** Pixels of a drawable source (an image, a video frame) on a canvas of its size. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

async function isPdf(file: Blob): Promise<boolean> {
  if (file.type === 'application/pdf') return true;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

/**
 * The text of the QR code in a chosen file: a photo (any image the browser can draw) or a PDF (its first page,
 * rendered by pdfjs). Null when the file holds no QR code; rejects when it cannot be read as an image or PDF.
 */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  if (await isPdf(file)) {
    const [{ pdfFirstPageImage }, decoder] = await Promise.all([import('./pdf-page-image'), zxing()]);
    return decoder.readQrText(await pdfFirstPageImage(await file.arrayBuffer()));
  }
  const [bitmap, decoder] = await Promise.all([createImageBitmap(file), zxing()]);
  try {
    return await decoder.readQrText(pixelsOf(bitmap, bitmap.width, bitmap.height));
  } finally {
    bitmap.close();
  }
}
