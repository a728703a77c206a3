// A small raster for drawing the demo pictures: shapes are signed distance
// functions (negative inside), filled with one-pixel anti-aliased edges.

export type Rgb = readonly [number, number, number];
/** Signed distance from a point to a shape's edge, in pixels (negative inside). */
export type Sdf = (x: number, y: number) => number;
interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** A vertical gradient over the whole picture. */
  gradient(top: Rgb, bottom: Rgb): this {
    const stride = this.width * 3;
    for (let y = 0; y < this.height; y++) {
      const [r, g, b] = mix(top, bottom, y / Math.max(1, this.height - 1));
      const row = y * stride;
      this.pixels[row] = r;
      this.pixels[row + 1] = g;
      this.pixels[row + 2] = b;
      // Doubling copies fill the row from its first pixel.
      for (let filled = 3; filled < stride; filled *= 2) {
        this.pixels.copyWithin(row + filled, row, row + Math.min(filled, stride - filled));
      }
    }
    return this;
  }

  /**
   * Fills a shape; `bounds` (a box around it) saves work on big pictures.
   * Works in 8 x 8 blocks: a block whose centre is far from the edge is wholly
   * outside (skipped) or wholly inside (filled without more distance work).
   */
  fill(shape: Sdf, colour: Rgb, bounds?: Bounds, opacity = 1): this {
    const x0 = Math.max(0, Math.floor(bounds?.x0 ?? 0));
    const y0 = Math.max(0, Math.floor(bounds?.y0 ?? 0));
    const x1 = Math.min(this.width, Math.ceil(bounds?.x1 ?? this.width));
    const y1 = Math.min(this.height, Math.ceil(bounds?.y1 ?? this.height));
    for (let by = y0; by < y1; by += BLOCK) {
      for (let bx = x0; bx < x1; bx += BLOCK) {
        const ex = Math.min(bx + BLOCK, x1);
        const ey = Math.min(by + BLOCK, y1);
        const centre = shape((bx + ex) / 2, (by + ey) / 2);
        if (centre > FAR) continue;
        const solid = centre < -FAR;
        for (let y = by; y < ey; y++) {
          for (let x = bx; x < ex; x++) {
            const inside = solid ? 1 : Math.min(1, Math.max(0, 0.5 - shape(x + 0.5, y + 0.5)));
            if (inside > 0) this.blend((y * this.width + x) * 3, colour, inside * opacity);
          }
        }
      }
    }
    return this;
  }

  private blend(i: number, colour: Rgb, coverage: number): void {
    for (let c = 0; c < 3; c++) {
      const under = this.pixels[i + c] ?? 0;
      this.pixels[i + c] = Math.round(under + ((colour[c] ?? 0) - under) * coverage);
    }
  }
}

/** Block size of `fill`, and the distance beyond which a block is wholly in or out (with a margin for approximate distances). */
const BLOCK = 8;
const FAR = BLOCK * 1.5;

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** Colour from hue (degrees), saturation and lightness (0 to 1). */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export const WHITE: Rgb = [255, 255, 255];

/** Length of (x, y); Math.hypot is much slower in V8. */
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

// Shapes.

export const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    len(x - cx, y - cy) - r;

/** An ellipse (a close approximation of the true distance, good for filling). */
export const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Sdf =>
  (x, y) => {
    const dx = (x - cx) / rx;
    const dy = (y - cy) / ry;
    const k = len(dx, dy);
    if (k === 0) return -Math.min(rx, ry);
    const gradient = len(dx / rx, dy / ry);
    return (k * (k - 1)) / gradient;
  };

/** A box centred on (cx, cy) with half sizes hw, hh and rounded corners. */
export const box =
  (cx: number, cy: number, hw: number, hh: number, radius = 0): Sdf =>
  (x, y) => {
    const qx = Math.abs(x - cx) - hw + radius;
    const qy = Math.abs(y - cy) - hh + radius;
    return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

/** A line from a to b with round ends, `width` thick. */
export const capsule =
  (ax: number, ay: number, bx: number, by: number, width: number): Sdf =>
  (x, y) => {
    const px = x - ax;
    const py = y - ay;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy || 1)));
    return len(px - dx * t, py - dy * t) - width / 2;
  };

/** A polygon from its corners (any winding). */
export const polygon = (points: readonly (readonly [number, number])[]): Sdf => {
  const xs = Float64Array.from(points, (p) => p[0]);
  const ys = Float64Array.from(points, (p) => p[1]);
  const n = xs.length;
  return (x, y) => {
    let distance = Infinity;
    let inside = false;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = xs[i] ?? 0;
      const yi = ys[i] ?? 0;
      const ex = (xs[j] ?? 0) - xi;
      const ey = (ys[j] ?? 0) - yi;
      const wx = x - xi;
      const wy = y - yi;
      const t = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey || 1)));
      distance = Math.min(distance, len(wx - ex * t, wy - ey * t));
      if (yi > y !== yi + ey > y && x < (ex * (y - yi)) / (ey || 1e-9) + xi) inside = !inside;
    }
    return inside ? -distance : distance;
  };
};

export const union =
  (...shapes: Sdf[]): Sdf =>
  (x, y) => {
    let d = Infinity;
    for (const shape of shapes) d = Math.min(d, shape(x, y));
    return d;
  };

export const intersect =
  (...shapes: Sdf[]): Sdf =>
  (x, y) => {
    let d = -Infinity;
    for (const shape of shapes) d = Math.max(d, shape(x, y));
    return d;
  };

export const subtract =
  (shape: Sdf, hole: Sdf): Sdf =>
  (x, y) =>
    Math.max(shape(x, y), -hole(x, y));

/** A box around a circle-like area, for `fill`'s bounds. */
export const around = (cx: number, cy: number, rx: number, ry = rx): Bounds => ({
  x0: cx - rx - 2,
  y0: cy - ry - 2,
  x1: cx + rx + 2,
  y1: cy + ry + 2,
});
