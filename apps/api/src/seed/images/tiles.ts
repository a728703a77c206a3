import { encodePng } from './png';
import {
  around,
  box,
  capsule,
  circle,
  ellipse,
  hsl,
  intersect,
  polygon,
  Raster,
  subtract,
  union,
  WHITE,
  type Sdf,
} from './raster';

/** Icons for services and offer categories. */
export type Icon =
  'cross' | 'heart' | 'drop' | 'tooth' | 'eye' | 'bone' | 'syringe' | 'leaf' | 'percent' | 'gift' | 'flask' | 'baby';

/** An icon centred on (cx, cy), about 2 * s across. */
function icon(kind: Icon, cx: number, cy: number, s: number): Sdf {
  switch (kind) {
    case 'cross':
      return union(box(cx, cy, s, s / 3, s / 8), box(cx, cy, s / 3, s, s / 8));
    case 'heart':
      return union(
        circle(cx - s * 0.45, cy - s * 0.25, s * 0.5),
        circle(cx + s * 0.45, cy - s * 0.25, s * 0.5),
        polygon([
          [cx - s * 0.93, cy - s * 0.1],
          [cx + s * 0.93, cy - s * 0.1],
          [cx, cy + s * 0.95],
        ]),
      );
    case 'drop':
      return union(
        circle(cx, cy + s * 0.3, s * 0.6),
        polygon([
          [cx - s * 0.52, cy],
          [cx + s * 0.52, cy],
          [cx, cy - s],
        ]),
      );
    case 'tooth':
      return union(
        box(cx, cy - s * 0.35, s * 0.75, s * 0.5, s * 0.4),
        capsule(cx - s * 0.4, cy, cx - s * 0.3, cy + s * 0.9, s * 0.45),
        capsule(cx + s * 0.4, cy, cx + s * 0.3, cy + s * 0.9, s * 0.45),
      );
    case 'eye':
      return subtract(
        intersect(circle(cx, cy + s * 0.9, s * 1.35), circle(cx, cy - s * 0.9, s * 1.35)),
        circle(cx, cy, s * 0.32),
      );
    case 'bone':
      return union(
        capsule(cx - s * 0.6, cy + s * 0.6, cx + s * 0.6, cy - s * 0.6, s * 0.35),
        circle(cx - s * 0.8, cy + s * 0.5, s * 0.25),
        circle(cx - s * 0.5, cy + s * 0.8, s * 0.25),
        circle(cx + s * 0.8, cy - s * 0.5, s * 0.25),
        circle(cx + s * 0.5, cy - s * 0.8, s * 0.25),
      );
    case 'syringe':
      return union(
        capsule(cx - s * 0.7, cy + s * 0.7, cx + s * 0.35, cy - s * 0.35, s * 0.4),
        capsule(cx + s * 0.35, cy - s * 0.35, cx + s, cy - s, s * 0.08),
        capsule(cx - s * 0.55, cy + s * 0.25, cx - s * 0.25, cy + s * 0.55, s * 0.7),
      );
    case 'leaf':
      return union(
        intersect(circle(cx - s * 0.5, cy + s * 0.5, s * 1.2), circle(cx + s * 0.5, cy - s * 0.5, s * 1.2)),
        capsule(cx - s * 0.9, cy + s * 0.9, cx - s * 0.3, cy + s * 0.3, s * 0.12),
      );
    case 'percent':
      return union(
        subtract(circle(cx - s * 0.55, cy - s * 0.55, s * 0.36), circle(cx - s * 0.55, cy - s * 0.55, s * 0.18)),
        subtract(circle(cx + s * 0.55, cy + s * 0.55, s * 0.36), circle(cx + s * 0.55, cy + s * 0.55, s * 0.18)),
        capsule(cx + s * 0.7, cy - s * 0.9, cx - s * 0.7, cy + s * 0.9, s * 0.2),
      );
    case 'gift':
      return union(
        subtract(box(cx, cy + s * 0.3, s * 0.85, s * 0.6, s * 0.08), box(cx, cy + s * 0.3, s * 0.1, s)),
        subtract(box(cx, cy - s * 0.45, s, s * 0.18, s * 0.06), box(cx, cy - s * 0.45, s * 0.1, s)),
        ellipse(cx - s * 0.3, cy - s * 0.8, s * 0.3, s * 0.16),
        ellipse(cx + s * 0.3, cy - s * 0.8, s * 0.3, s * 0.16),
      );
    case 'flask':
      return union(
        box(cx, cy - s * 0.65, s * 0.22, s * 0.35, s * 0.05),
        polygon([
          [cx - s * 0.22, cy - s * 0.35],
          [cx + s * 0.22, cy - s * 0.35],
          [cx + s * 0.85, cy + s * 0.9],
          [cx - s * 0.85, cy + s * 0.9],
        ]),
      );
    case 'baby':
      return union(circle(cx, cy - s * 0.45, s * 0.45), ellipse(cx, cy + s * 0.5, s * 0.7, s * 0.5));
  }
}

/** A picture for a service, an offer or a category: an icon on a card over a gradient. */
export function tilePng(kind: Icon, hue: number, size: { width: number; height: number }): Uint8Array {
  const { width: w, height: h } = size;
  const r = new Raster(w, h).gradient(hsl(hue, 0.55, 0.62), hsl(hue + 25, 0.55, 0.42));
  // Soft rings for depth.
  r.fill(subtract(circle(w * 0.85, h * 0.15, h * 0.45), circle(w * 0.85, h * 0.15, h * 0.38)), WHITE, undefined, 0.18);
  r.fill(circle(w * 0.1, h * 0.95, h * 0.3), WHITE, undefined, 0.12);
  const s = Math.min(w, h) * 0.22;
  r.fill(circle(w / 2, h / 2, s * 1.7), WHITE, around(w / 2, h / 2, s * 1.7));
  r.fill(icon(kind, w / 2, h / 2, s), hsl(hue, 0.6, 0.42), around(w / 2, h / 2, s * 1.2));
  return encodePng(w, h, r.pixels);
}
