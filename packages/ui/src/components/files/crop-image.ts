import { clampCropArea, croppedOutputSize, jpegFileName, type CropArea, type CropSize } from './crop-maths';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => {
      resolve(image);
    });
    image.addEventListener('error', () => {
      reject(new Error('The image could not be loaded.'));
    });
    image.src = src;
  });
}

/**
 * Draws the `area` of the image at `src` on a canvas and returns it as a JPEG
 * `File` named after `name` (with a .jpg extension), scaled down to `maxSize`
 * when given.
 */
export async function cropToJpeg(
  src: string,
  area: CropArea,
  name: string,
  { maxSize, quality = 0.92 }: { maxSize?: CropSize; quality?: number } = {},
): Promise<File> {
  const image = await loadImage(src);
  const source = clampCropArea(area, { width: image.naturalWidth, height: image.naturalHeight });
  const size = croppedOutputSize(source, maxSize);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context.');
  // JPEG has no transparency: paint white under transparent PNG pixels.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', quality);
  });
  if (!blob) throw new Error('The image could not be encoded.');
  return new File([blob], jpegFileName(name), { type: 'image/jpeg' });
}
