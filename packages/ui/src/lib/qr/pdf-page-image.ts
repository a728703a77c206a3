// pdfjs-dist, with its worker served by our own site. Loaded only by qr-decoder.ts's dynamic import, when a PDF is
// chosen.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
// oxlint-disable-next-line import/default -- Vite's ?url import: its default is the file's address, not the module's
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Long side of the rendered page in pixels: a QR code a few centimetres wide gets several pixels per module. */
const TARGET_SIDE = 2000;

/** Page 1 of a PDF drawn on a canvas, as pixels. */
export async function pdfFirstPageImage(data: ArrayBuffer): Promise<ImageData> {
  const task = getDocument({ data: new Uint8Array(data) });
  const document = await task.promise;
  try {
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: TARGET_SIDE / Math.max(base.width, base.height) });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas');
    // White under the page, so transparent areas read as paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    await task.destroy();
  }
}
