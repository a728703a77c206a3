import { encodePng } from './png';
import { around, box, capsule, circle, hsl, mix, polygon, Raster, union, WHITE, type Rgb } from './raster';

const cross = (cx: number, cy: number, size: number) =>
  union(box(cx, cy, size, size / 3, size / 8), box(cx, cy, size / 3, size, size / 8));

/** A hospital or clinic building under a sky, 640 x 360 (`variant` moves the camera a little). */
export function buildingPng(hue: number, variant = 0): Uint8Array {
  const w = 640;
  const h = 360;
  const r = new Raster(w, h).gradient(hsl(205, 0.6, 0.82 - variant * 0.04), hsl(200, 0.45, 0.94));
  r.fill(circle(540 - variant * 60, 70, 30), [255, 236, 170], around(540 - variant * 60, 70, 30));
  r.fill(box(320, 330, 320, 30), hsl(40, 0.35, 0.78), { x0: 0, y0: 300, x1: w, y1: h });
  const wall = hsl(hue, 0.12, 0.93 - variant * 0.03);
  const glass = hsl(205, 0.45, 0.55);
  const left = 150 + variant * 20;
  // A tower and a low wing.
  r.fill(box(left + 90, 190, 90, 120, 4), wall, { x0: left - 4, y0: 66, x1: left + 184, y1: 312 });
  r.fill(box(left + 270, 240, 110, 70, 4), mix(wall, [0, 0, 0], 0.05), {
    x0: left + 156,
    y0: 166,
    x1: left + 384,
    y1: 312,
  });
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 4; col++) {
      const x = left + 28 + col * 42;
      const y = 92 + row * 28;
      r.fill(box(x, y, 13, 8, 2), glass, around(x, y, 13, 8));
    }
  }
  for (let col = 0; col < 5; col++) {
    const x = left + 190 + col * 40;
    r.fill(box(x, 206, 14, 10, 2), glass, around(x, 206, 14, 10));
  }
  // Entrance, canopy and the sign with a cross in the hospital's colour.
  r.fill(box(left + 270, 282, 34, 28, 3), mix(glass, [0, 0, 0], 0.2), around(left + 270, 282, 34, 28));
  r.fill(box(left + 270, 252, 54, 5, 2), hsl(hue, 0.55, 0.4), around(left + 270, 252, 54, 5));
  r.fill(box(left + 90, 50, 34, 22, 6), WHITE, around(left + 90, 50, 34, 22));
  r.fill(cross(left + 90, 50, 14), hsl(hue, 0.65, 0.45), around(left + 90, 50, 15));
  // Palm trees.
  for (const x of [60 + variant * 10, 600 - variant * 14]) {
    r.fill(capsule(x, 310, x + 6, 220, 8), [122, 92, 62], { x0: x - 10, y0: 210, x1: x + 16, y1: 314 });
    for (const [dx, dy] of [
      [-40, 10],
      [40, 12],
      [-30, -14],
      [32, -12],
      [0, -24],
    ] as const) {
      r.fill(
        capsule(x + 6, 220, x + 6 + dx, 220 + dy, 10),
        hsl(110, 0.4, 0.35),
        around(x + 6 + dx / 2, 220 + dy / 2, 30),
      );
    }
  }
  return encodePng(w, h, r.pixels);
}

/** A shop front with an awning (vendors and pharmacies), 480 x 320. */
export function storefrontPng(hue: number, options: { pharmacy?: boolean; variant?: number } = {}): Uint8Array {
  const w = 480;
  const h = 320;
  const variant = options.variant ?? 0;
  const r = new Raster(w, h).gradient(hsl(hue, 0.25, 0.92), hsl(hue, 0.2, 0.82));
  r.fill(box(240, 300, 240, 20), hsl(30, 0.2, 0.7), { x0: 0, y0: 278, x1: w, y1: h });
  r.fill(box(240, 180, 190, 110, 4), hsl(hue, 0.15, 0.97), { x0: 46, y0: 66, x1: 434, y1: 294 });
  // Striped awning.
  for (let i = 0; i < 8; i++) {
    const x = 60 + i * 45;
    const colour: Rgb = i % 2 === 0 ? hsl(hue, 0.6, 0.5) : WHITE;
    r.fill(
      polygon([
        [x, 90],
        [x + 45, 90],
        [x + 48, 128],
        [x - 3, 128],
      ]),
      colour,
      { x0: x - 4, y0: 88, x1: x + 50, y1: 130 },
    );
  }
  // Windows and door.
  const glass = hsl(200, 0.35, 0.6 + variant * 0.05);
  r.fill(box(140, 210, 70, 56, 3), glass, around(140, 210, 70, 56));
  r.fill(box(340, 210, 70, 56, 3), glass, around(340, 210, 70, 56));
  r.fill(box(240, 230, 26, 60, 3), mix(glass, [0, 0, 0], 0.25), around(240, 230, 26, 60));
  // Goods on shelves, different per variant.
  for (let i = 0; i < 6; i++) {
    const x = 92 + i * 19 + variant * 4;
    r.fill(box(x, 236, 6, 12 + ((i + variant) % 3) * 4, 2), hsl(hue + i * 40, 0.5, 0.55), around(x, 236, 6, 24));
  }
  if (options.pharmacy) r.fill(cross(340, 200, 30), hsl(140, 0.6, 0.4), around(340, 200, 31));
  else r.fill(circle(340, 205, 28), hsl(hue + 30, 0.55, 0.55), around(340, 205, 28));
  r.fill(box(240, 76, 90, 12, 4), hsl(hue, 0.5, 0.3), around(240, 76, 90, 12));
  return encodePng(w, h, r.pixels);
}
