import { describe, expect, it } from 'vitest';
import { clampCropArea, croppedOutputSize, jpegFileName, snapZoom, zoomLevels } from './crop-maths';

describe('zoom', () => {
  it('snaps to steps of 0.1 between 1 and 2', () => {
    expect(snapZoom(1.2000000000000002)).toBe(1.2);
    expect(snapZoom(1.04)).toBe(1);
    expect(snapZoom(1.06)).toBe(1.1);
    expect(snapZoom(0.5)).toBe(1);
    expect(snapZoom(2.3)).toBe(2);
  });

  it('offers 1, 1.1, … 2', () => {
    expect(zoomLevels()).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2]);
    expect(zoomLevels({ min: 1, max: 3, step: 0.5 })).toEqual([1, 1.5, 2, 2.5, 3]);
  });
});

describe('clampCropArea', () => {
  it('rounds to whole pixels', () => {
    expect(clampCropArea({ x: 10.4, y: 20.6, width: 99.5, height: 100.2 }, { width: 400, height: 300 })).toEqual({
      x: 10,
      y: 21,
      width: 100,
      height: 100,
    });
  });

  it('keeps the area inside the image', () => {
    expect(clampCropArea({ x: -5, y: 250, width: 500, height: 100 }, { width: 400, height: 300 })).toEqual({
      x: 0,
      y: 250,
      width: 400,
      height: 50,
    });
  });
});

describe('croppedOutputSize', () => {
  it('keeps the area size without a maximum', () => {
    expect(croppedOutputSize({ width: 640, height: 640 })).toEqual({ width: 640, height: 640 });
  });

  it('scales down to the maximum, never up', () => {
    expect(croppedOutputSize({ width: 1000, height: 500 }, { width: 250, height: 250 })).toEqual({
      width: 250,
      height: 125,
    });
    expect(croppedOutputSize({ width: 100, height: 100 }, { width: 250, height: 250 })).toEqual({
      width: 100,
      height: 100,
    });
  });
});

describe('jpegFileName', () => {
  it('gives the name a .jpg extension', () => {
    expect(jpegFileName('me.png')).toBe('me.jpg');
    expect(jpegFileName('my.photo.jpeg')).toBe('my.photo.jpg');
    expect(jpegFileName('avatar')).toBe('avatar.jpg');
    expect(jpegFileName('.png')).toBe('image.jpg');
  });
});
