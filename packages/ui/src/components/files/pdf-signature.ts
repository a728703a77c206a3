/** Every PDF begins with these bytes (ISO 32000: the header `%PDF-1.x`). */
const PDF_SIGNATURE = '%PDF-';

/**
 * Whether a file is a PDF by its content: its first bytes are `%PDF-`, whatever
 * its name or MIME type say (a PNG renamed `x.pdf` is not). The server checks again.
 */
export async function hasPdfSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_SIGNATURE;
}
