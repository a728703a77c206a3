// A story helper (stories only; not exported from the package).

/**
 * A real picture drawn on a canvas and encoded as `type` (the crop fields and
 * pickers read it as the browser would): a teal frame with a light square in
 * the middle, `width` × `height` pixels.
 */
export async function canvasPicture(name: string, type: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context.');
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f8fafc';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, type);
  });
  if (!blob) throw new Error('The picture could not be encoded.');
  return new File([blob], name, { type });
}
