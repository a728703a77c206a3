import { describe, expect, it } from 'vitest';
import { checkPng } from '../../test/png-check';
import {
  buildingPicture,
  categoryPicture,
  offerPicture,
  pharmacyPicture,
  portraitPicture,
  servicePicture,
  shopPicture,
  type Attire,
  type ServiceIcon,
} from './pictures';

/** Width and height from a JPEG's start-of-frame segment (after the SOI marker). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 2; offset < bytes.length; offset += 2 + view.getUint16(offset + 2)) {
    const marker = view.getUint16(offset);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
  }
  throw new Error('no JPEG frame');
}

const attires: Attire[] = ['doctor', 'nurse', 'technician', 'office'];
const people = [
  { gender: 'male', emirati: false },
  { gender: 'male', emirati: true },
  { gender: 'female', emirati: false },
  { gender: 'female', emirati: true },
] as const;
const icons: ServiceIcon[] = ['cross', 'heart', 'drop', 'tooth', 'eye', 'bone', 'syringe', 'leaf', 'flask', 'baby'];

describe('demo pictures', () => {
  it('has a 240 x 240 JPEG profile picture for every job and person', () => {
    for (const attire of attires) {
      for (const person of people) {
        const bytes = portraitPicture(attire, person);
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(jpegSize(bytes)).toEqual({ width: 240, height: 240 });
      }
    }
  });

  it('has PNG pictures of the sizes the seed used to draw', () => {
    const pngs: [Uint8Array, number, number][] = [
      [buildingPicture(0), 640, 360],
      [shopPicture(0), 480, 320],
      [pharmacyPicture(), 480, 320],
      [offerPicture('percent', 0), 300, 300],
      [offerPicture('gift', 0), 300, 300],
      ...icons.map((icon): [Uint8Array, number, number] => [servicePicture(icon), 400, 260]),
      ...(['heart', 'tooth', 'leaf', 'drop', 'eye', 'baby', 'cross'] as const).map(
        (icon): [Uint8Array, number, number] => [categoryPicture(icon), 200, 200],
      ),
    ];
    for (const [bytes, width, height] of pngs) expect(checkPng(bytes)).toEqual({ width, height });
  });

  it('goes round a set of buildings, shops and offers by index', () => {
    expect(buildingPicture(3)).toEqual(buildingPicture(0));
    expect(buildingPicture(1)).not.toEqual(buildingPicture(0));
    expect(shopPicture(1)).not.toEqual(shopPicture(0));
    expect(offerPicture('percent', 1)).not.toEqual(offerPicture('percent', 0));
  });
});
