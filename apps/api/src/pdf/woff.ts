// Unwraps a WOFF 1.0 font into the plain OpenType font it compresses. The paper
// font's package ships WOFF and WOFF2 only, and fontkit reads neither well for
// PDFs: it inflates a WOFF table again (in JavaScript) on every glyph it reads,
// about 0.3 s per lab report, and it cannot subset WOFF2. Node's zlib unwraps the
// WOFF once, in a few milliseconds; fontkit then reads a plain font.
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface WoffTable {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

const padded = (length: number) => (length + 3) & ~3;

function readTables(woff: Uint8Array): { flavor: number; tables: WoffTable[] } {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const tables = Array.from({ length: view.getUint16(12) }, (_, i): WoffTable => {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = view.getUint32(entry + 4);
    const compressed = woff.subarray(offset, offset + view.getUint32(entry + 8));
    const length = view.getUint32(entry + 12);
    return {
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: compressed.byteLength < length ? inflateSync(compressed) : compressed,
    };
  });
  return { flavor: view.getUint32(4), tables };
}

/** The OpenType (TrueType or CFF) bytes inside a WOFF 1.0 file; the tables keep the WOFF's order and checksums. */
export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const { flavor, tables } = readTables(woff);
  const directoryEnd = SFNT_HEADER + tables.length * SFNT_ENTRY;
  const sfnt = new Uint8Array(tables.reduce((size, t) => size + padded(t.data.byteLength), directoryEnd));
  const view = new DataView(sfnt.buffer);
  // The binary-search fields of the table directory (OpenType spec, "Table Directory").
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  view.setUint32(0, flavor);
  view.setUint16(4, tables.length);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, tables.length * SFNT_ENTRY - searchRange);
  let offset = directoryEnd;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    view.setUint32(entry, table.tag);
    view.setUint32(entry + 4, table.checksum);
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}
