import { encodePng } from './png';
import {
  around,
  box,
  capsule,
  circle,
  ellipse,
  hsl,
  intersect,
  mix,
  polygon,
  Raster,
  union,
  WHITE,
  type Rgb,
} from './raster';

/** What a person wears on a profile picture. */
export type Attire = 'doctor' | 'nurse' | 'technician' | 'office';
/** Hair or head cover. */
export type HeadStyle = 'short' | 'long' | 'shayla' | 'ghutra';

export interface PortraitOptions {
  /** Background hue in degrees: one per person, so pictures tell people apart. */
  hue: number;
  attire: Attire;
  head: HeadStyle;
  /** 0 to 3, light to dark. */
  skin: number;
}

const SIZE = 240;
const skins: Rgb[] = [
  [241, 204, 178],
  [224, 178, 140],
  [190, 140, 100],
  [141, 98, 68],
];
const hairs: Rgb[] = [
  [38, 30, 28],
  [70, 48, 34],
  [24, 22, 24],
  [96, 70, 50],
];

/** A head-and-shoulders silhouette, 240 x 240, as PNG bytes. */
export function portraitPng(o: PortraitOptions): Uint8Array {
  const r = new Raster(SIZE, SIZE).gradient(hsl(o.hue, 0.45, 0.86), hsl(o.hue, 0.4, 0.68));
  const skin = skins[o.skin % skins.length] ?? skins[0] ?? WHITE;
  const shade = mix(skin, [0, 0, 0], 0.12);
  const hair = hairs[(o.skin + o.hue) % hairs.length] ?? hairs[0] ?? WHITE;
  const scarf = o.head === 'ghutra' ? ([248, 248, 246] as Rgb) : hsl(o.hue + 180, 0.25, 0.3);

  // Behind the head: long hair or the drape of a shayla or ghutra.
  if (o.head === 'long') r.fill(ellipse(120, 122, 56, 72), hair, around(120, 122, 56, 72));
  if (o.head === 'shayla' || o.head === 'ghutra') {
    r.fill(
      union(
        ellipse(120, 112, 58, 66),
        polygon([
          [66, 120],
          [174, 120],
          [196, 230],
          [44, 230],
        ]),
      ),
      scarf,
    );
  }

  // Shoulders and clothes.
  const body = ellipse(120, 262, 100, 82);
  const clothes: Rgb =
    o.attire === 'doctor' || o.attire === 'technician'
      ? [246, 248, 250]
      : o.attire === 'nurse'
        ? hsl(190 + (o.hue % 40), 0.45, 0.45)
        : hsl(o.hue + 200, 0.3, 0.35);
  r.fill(body, clothes, { x0: 0, y0: 170, x1: SIZE, y1: SIZE });
  r.fill(box(120, 172, 17, 22, 6), shade, around(120, 172, 17, 22));
  if (o.attire === 'doctor' || o.attire === 'technician') {
    // An open coat over a coloured shirt.
    const shirt = o.attire === 'doctor' ? hsl(o.hue + 150, 0.35, 0.55) : hsl(205, 0.5, 0.45);
    r.fill(
      intersect(
        body,
        polygon([
          [96, 182],
          [144, 182],
          [120, 240],
        ]),
      ),
      shirt,
      { x0: 90, y0: 180, x1: 150, y1: SIZE },
    );
    r.fill(capsule(120, 190, 120, 240, 2), mix(clothes, [0, 0, 0], 0.15), { x0: 115, y0: 185, x1: 125, y1: SIZE });
  } else {
    r.fill(
      polygon([
        [102, 184],
        [138, 184],
        [120, 206],
      ]),
      shade,
      { x0: 100, y0: 182, x1: 140, y1: 208 },
    );
  }
  if (o.attire === 'doctor') {
    // Stethoscope round the neck.
    const tube: Rgb = [55, 62, 72];
    r.fill(capsule(98, 186, 90, 222, 4), tube, { x0: 84, y0: 180, x1: 104, y1: 228 });
    r.fill(capsule(142, 186, 150, 214, 4), tube, { x0: 136, y0: 180, x1: 156, y1: 220 });
    r.fill(circle(150, 220, 7), [120, 128, 138], around(150, 220, 7));
  }
  if (o.attire === 'office' || o.attire === 'technician') {
    // A name badge.
    r.fill(box(150, 214, 11, 7, 2), WHITE, around(150, 214, 11, 7));
    r.fill(box(150, 211, 8, 1.5), hsl(o.hue, 0.5, 0.45), around(150, 211, 8, 2));
  }

  // Head, ears and hair or head cover on top.
  r.fill(ellipse(120, 112, 40, 50), skin, around(120, 112, 40, 50));
  if (o.head === 'short' || o.head === 'long') {
    if (o.head === 'short') {
      r.fill(circle(80, 116, 8), shade, around(80, 116, 8));
      r.fill(circle(160, 116, 8), shade, around(160, 116, 8));
    }
    r.fill(
      intersect(ellipse(120, 102, 44, 52), box(120, 70, 50, 28 + (o.head === 'long' ? 6 : 0))),
      hair,
      around(120, 80, 50, 40),
    );
  } else {
    // Face opening of the scarf.
    r.fill(intersect(ellipse(120, 104, 48, 58), box(120, 64, 50, 16)), scarf, around(120, 70, 50, 30));
    if (o.head === 'ghutra') r.fill(box(120, 58, 44, 4, 3), [30, 30, 32], around(120, 58, 44, 5));
  }
  // Eyes and a smile, softly.
  const feature = mix(skin, [40, 30, 30], 0.6);
  r.fill(circle(104, 112, 3.2), feature, around(104, 112, 4));
  r.fill(circle(136, 112, 3.2), feature, around(136, 112, 4));
  r.fill(
    intersect(circle(120, 124, 16), box(120, 140, 14, 4)),
    mix(skin, [150, 60, 60], 0.35),
    around(120, 140, 16, 6),
  );
  return encodePng(SIZE, SIZE, r.pixels);
}
