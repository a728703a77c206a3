import { crc32, inflateSync } from 'node:zlib';

/**
 * Reads a PNG as a decoder would: signature, chunk checksums, IHDR first and
 * IEND last, and image data that inflates to exactly the rows the header
 * promises. Throws on anything else; returns the size.
 */
export function checkPng(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error('not a PNG signature');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  const data: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  let channels = 0;
  for (let offset = 8; offset < bytes.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) {
      throw new Error(`bad checksum in ${type}`);
    }
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      if (body[8] !== 8) throw new Error('expected 8-bit samples');
      channels = body[9] === 2 ? 3 : body[9] === 6 ? 4 : 0;
      if (!channels) throw new Error('expected RGB or RGBA');
    }
    if (type === 'IDAT') data.push(body);
    types.push(type);
    offset += 12 + length;
  }
  if (types[0] !== 'IHDR' || types.at(-1) !== 'IEND') throw new Error(`bad chunk order ${types.join(',')}`);
  const total = data.reduce((n, d) => n + d.length, 0);
  const joined = new Uint8Array(total);
  let at = 0;
  for (const d of data) {
    joined.set(d, at);
    at += d.length;
  }
  const raw = inflateSync(joined);
  if (raw.length !== height * (1 + width * channels)) throw new Error('image data does not match the header');
  return { width, height };
}
