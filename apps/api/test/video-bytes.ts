// Video containers made in code for the promo video tests: only the headers
// the server reads (ftyp/moov/mvhd boxes; the EBML header, Segment Info and
// blocks), the rest filler. Real recordings are in e2e/fixtures.

function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function u64(value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(value));
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const ascii = (text: string) => new TextEncoder().encode(text);

function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const body = concat(content);
  return concat([u32(body.length + 8), ascii(type), body]);
}

export interface Mp4Options {
  /** The movie header's duration, in seconds (timescale 1000). */
  seconds: number;
  /** mvhd version: 1 writes 64-bit times. */
  version?: 0 | 1;
  /** The ftyp major brand ('qt  ' makes a QuickTime movie). */
  brand?: string;
  /** Media data before the movie box (as a file not made for streaming). */
  moovLast?: boolean;
  /** A fragmented file: mvhd duration 0, the length in mvex/mehd. */
  fragmented?: boolean;
  /** Pad the file with media data to this many bytes. */
  size?: number;
}

/** An MP4 (or QuickTime) file whose movie header declares `seconds`. */
export function mp4Bytes({
  seconds,
  version = 0,
  brand = 'isom',
  moovLast = false,
  fragmented = false,
  size,
}: Mp4Options) {
  const timescale = 1000;
  const duration = fragmented ? 0 : Math.round(seconds * timescale);
  const times = version === 1 ? [u64(0), u64(0)] : [u32(0), u32(0)];
  const mvhd = box(
    'mvhd',
    new Uint8Array([version, 0, 0, 0]),
    ...times,
    u32(timescale),
    version === 1 ? u64(duration) : u32(duration),
    new Uint8Array(80),
  );
  const mvex = fragmented
    ? box('mvex', box('mehd', new Uint8Array([0, 0, 0, 0]), u32(Math.round(seconds * timescale))))
    : new Uint8Array(0);
  const moov = box('moov', mvhd, mvex);
  const ftyp = box('ftyp', ascii(brand), u32(0), ascii(brand), ascii('mp41'));
  const headerLength = ftyp.length + moov.length + 8;
  const mdat = box('mdat', new Uint8Array(Math.max((size ?? 0) - headerLength, 16)));
  return moovLast ? concat([ftyp, mdat, moov]) : concat([ftyp, moov, mdat]);
}

/** An EBML element with an 8-byte size (or the "unknown" size). */
function ebml(id: number[], content: Uint8Array, unknownSize = false): Uint8Array {
  const size = new Uint8Array(8);
  size[0] = 0x01;
  if (unknownSize) size.fill(0xff, 1);
  else new DataView(size.buffer).setUint32(4, content.length);
  return concat([new Uint8Array(id), size, content]);
}

function float64(value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return bytes;
}

export interface WebmOptions {
  /** The Info's Duration in seconds; none when undefined (as MediaRecorder writes). */
  seconds?: number;
  /** Times of SimpleBlocks in ms, in one Cluster of unknown size starting at 0 (int16: up to 32767 ms each). */
  blocksMs?: number[];
  /** More clusters: [cluster time in ms, block times relative to it]. */
  clusters?: [number, number[]][];
}

/** A WebM file (TimecodeScale 1 ms). */
export function webmBytes({ seconds, blocksMs = [0, 33, 66], clusters = [] }: WebmOptions = {}): Uint8Array {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], concat([new Uint8Array([0x42, 0x82, 0x84]), ascii('webm')]));
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    concat([
      new Uint8Array([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]),
      seconds === undefined ? new Uint8Array(0) : concat([new Uint8Array([0x44, 0x89, 0x88]), float64(seconds * 1000)]),
    ]),
  );
  const block = (ms: number) => {
    const payload = new Uint8Array(8);
    const data = new Uint8Array(4);
    data[0] = 0x81; // track 1
    new DataView(data.buffer).setInt16(1, ms);
    data[3] = 0x80; // keyframe
    return ebml([0xa3], concat([data, payload]));
  };
  const cluster = (at: number, blocks: number[]) =>
    ebml([0x1f, 0x43, 0xb6, 0x75], concat([new Uint8Array([0xe7, 0x84]), u32(at), ...blocks.map(block)]), true);
  const segment = ebml(
    [0x18, 0x53, 0x80, 0x67],
    concat([info, cluster(0, blocksMs), ...clusters.map(([at, blocks]) => cluster(at, blocks))]),
    true,
  );
  return concat([header, segment]);
}
