// The demo data's pictures: small committed files in ./pictures/ (40 files,
// 234 kB), drawn once by the raster code the seed used before (issue #15).
// Vite inlines them into the bundle, as it does the promo clips of videos/, so
// the sources (tests) and the built server (dist/main.js) read the same bytes
// and nothing is looked up on disk at run time. A picture is replaced by a file
// of the same name, size and format.
//
// Profile pictures are JPEG, the only format a profile-picture upload accepts;
// the others are PNG, which gallery, service, offer and category uploads take.
import type { Gender } from './people';

const files = import.meta.glob<string>('./pictures/*.{jpg,png}', { query: '?inline', import: 'default', eager: true });

function picture(name: string): Uint8Array {
  const dataUrl = files[`./pictures/${name}`];
  if (!dataUrl) throw new Error(`demo data: no picture pictures/${name}`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The `index`-th of the pictures named `<prefix>-1.png`, `<prefix>-2.png`, …, round the set. */
function variant(prefix: string, index: number): Uint8Array {
  const names = Object.keys(files)
    .filter((path) => path.startsWith(`./pictures/${prefix}-`))
    .sort();
  const path = names[index % names.length];
  if (!path) throw new Error(`demo data: no picture pictures/${prefix}-*`);
  return picture(path.slice('./pictures/'.length));
}

/** What a person wears on a profile picture. */
export type Attire = 'doctor' | 'nurse' | 'technician' | 'office';

/**
 * A head-and-shoulders profile picture, 240 x 240 JPEG, for the job and the
 * person: long hair or a shayla for women, a ghutra for Emirati men at a desk.
 */
export function portraitPicture(attire: Attire, p: { gender: Gender; emirati: boolean }): Uint8Array {
  const head =
    p.gender === 'female' ? (p.emirati ? 'shayla' : 'long') : p.emirati && attire === 'office' ? 'ghutra' : 'short';
  return picture(`portrait-${attire}-${head}.jpg`);
}

/** A hospital or clinic building, 640 x 360 PNG; the index picks one of a few. */
export const buildingPicture = (index: number) => variant('building', index);

/** A shop front (vendors), 480 x 320 PNG; the index picks one of a few. */
export const shopPicture = (index: number) => variant('shop', index);

/** A pharmacy front, 480 x 320 PNG. */
export const pharmacyPicture = () => picture('pharmacy.png');

/** Icons of the offer-category pictures. */
export type CategoryIcon = 'heart' | 'tooth' | 'leaf' | 'drop' | 'eye' | 'baby' | 'cross';

/** An offer category's picture, 200 x 200 PNG. */
export const categoryPicture = (icon: CategoryIcon) => picture(`category-${icon}.png`);

/** Icons of the service pictures. */
export type ServiceIcon = CategoryIcon | 'bone' | 'flask' | 'syringe';

/** A hospital service's picture, 400 x 260 PNG. */
export const servicePicture = (icon: ServiceIcon) => picture(`service-${icon}.png`);

/** An offer's picture, 300 x 300 PNG: a percent sign or a gift; the index picks one of a few. */
export const offerPicture = (kind: 'percent' | 'gift', index: number) => variant(`offer-${kind}`, index);
