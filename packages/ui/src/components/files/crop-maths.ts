/** A rectangle in image pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropSize {
  width: number;
  height: number;
}

/** The number of decimals of a step such as 0.1 (1) or 0.25 (2). */
function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/**
 * A zoom level snapped to the slider's steps and kept within [min, max]:
 * `snapZoom(1.2000000000000002)` is 1.2, `snapZoom(2.3)` is 2.
 */
export function snapZoom(value: number, { min = 1, max = 2, step = 0.1 } = {}): number {
  const clamped = Math.min(max, Math.max(min, value));
  const snapped = min + Math.round((clamped - min) / step) * step;
  return Number(Math.min(max, snapped).toFixed(decimalsOf(step)));
}

/** The zoom levels a slider from `min` to `max` offers: 1, 1.1, … 2 for the defaults. */
export function zoomLevels({ min = 1, max = 2, step = 0.1 } = {}): number[] {
  const count = Math.round((max - min) / step) + 1;
  return Array.from({ length: count }, (_, index) => snapZoom(min + index * step, { min, max, step }));
}

/** The crop rectangle in whole pixels, kept inside an image of `image` size. */
export function clampCropArea(area: CropArea, image: CropSize): CropArea {
  const x = Math.min(Math.max(0, Math.round(area.x)), Math.max(0, image.width - 1));
  const y = Math.min(Math.max(0, Math.round(area.y)), Math.max(0, image.height - 1));
  const width = Math.max(1, Math.min(Math.round(area.width), image.width - x));
  const height = Math.max(1, Math.min(Math.round(area.height), image.height - y));
  return { x, y, width, height };
}

/**
 * The size of the resulting picture: the cropped area's own pixels, scaled
 * down (never up) to fit within `maxSize` when one is given.
 */
export function croppedOutputSize(area: CropSize, maxSize?: CropSize): CropSize {
  const scale = maxSize ? Math.min(1, maxSize.width / area.width, maxSize.height / area.height) : 1;
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

/** The cropped file's name: the original's with a .jpg extension ('me.png' gives 'me.jpg'). */
export function jpegFileName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'image'}.jpg`;
}
