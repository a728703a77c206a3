import type { Page } from 'playwright-core';

/**
 * A real picture made on a canvas in the page, encoded as `type` (the crop
 * fields need a picture the browser can decode): a coloured frame with a
 * lighter square in the middle.
 */
export async function pictureFrom(
  page: Page,
  type: 'image/png' | 'image/jpeg',
  width: number,
  height: number,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#0f766e';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fde68a';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL(mime, 0.9);
    },
    [width, height, type] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
