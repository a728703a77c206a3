import { mp4DurationSeconds } from './mp4-duration';

// The length of a video, read from its container without decoding it (the
// server has no ffmpeg): MP4 and QuickTime by mp4box (mp4-duration.ts), WebM
// here, from the Segment's Info Duration or, for a recording that has none
// (MediaRecorder writes none), from the time of its last block. Total:
// malformed bytes give undefined, never a throw.
//
// The WebM half is kept by hand: music-metadata 11 throws on MediaRecorder
// WebM (segments of unknown size); mediainfo.js 0.3.8 (MediaInfo in
// WebAssembly, 2.4 MB) reads the e2e recordings in Node, but reports no length
// for the block-timed WebMs the tests build, and loads under Vitest only with
// Vite's `module` condition switched off.

/** Seconds of the video in `bytes`, or undefined when its container does not say. */
export function videoDurationSeconds(bytes: Uint8Array): number | undefined {
  try {
    const seconds = isEbml(bytes) ? webmDuration(bytes) : mp4DurationSeconds(bytes);
    return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}

// --- WebM (EBML) -------------------------------------------------------------

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
/** Elements that end a Cluster of unknown size (its next sibling at Segment level). */
const SEGMENT_CHILDREN = new Set([
  CLUSTER,
  0x1c53bb6b,
  0x1254c367,
  0x1941a469,
  0x1043a770,
  0x114d9b74,
  INFO,
  0x1654ae6b,
]);

interface Element {
  id: number;
  dataStart: number;
  /** undefined: the size is unknown (the element runs until an element that cannot be its child). */
  end: number | undefined;
}

function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new RangeError('bad vint');
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length += 1;
  const mask = 0xff >> length;
  let value = keepMarker ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i];
    if (byte === undefined) throw new RangeError('truncated vint');
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, allOnes };
}

function element(bytes: Uint8Array, at: number): Element {
  const id = vint(bytes, at, true);
  const size = vint(bytes, at + id.length, false);
  const dataStart = at + id.length + size.length;
  return { id: id.value, dataStart, end: size.allOnes ? undefined : dataStart + size.value };
}

function isEbml(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && unsigned(bytes, 0, 4) === EBML;
}

function unsigned(bytes: Uint8Array, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

function float(bytes: Uint8Array, from: number, to: number): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset + from, to - from);
  if (to - from === 8) return view.getFloat64(0);
  if (to - from === 4) return view.getFloat32(0);
  return undefined;
}

function webmDuration(bytes: Uint8Array): number | undefined {
  const header = element(bytes, 0);
  if (header.end === undefined) return undefined;
  const segment = element(bytes, header.end);
  if (segment.id !== SEGMENT) return undefined;
  const segmentEnd = Math.min(segment.end ?? bytes.length, bytes.length);
  let scale = 1_000_000;
  let declared: number | undefined;
  let cluster = 0;
  let lastBlock: number | undefined;
  let at = segment.dataStart;
  while (at < segmentEnd) {
    const el = element(bytes, at);
    if (el.id === INFO && el.end !== undefined) {
      for (let i = el.dataStart; i < el.end;) {
        const field = element(bytes, i);
        if (field.end === undefined) break;
        if (field.id === TIMECODE_SCALE) scale = unsigned(bytes, field.dataStart, field.end) || scale;
        if (field.id === DURATION) declared = float(bytes, field.dataStart, field.end);
        i = field.end;
      }
    }
    if (declared !== undefined) return (declared * scale) / 1e9;
    if (el.id === CLUSTER || el.id === BLOCK_GROUP || (el.end === undefined && !SEGMENT_CHILDREN.has(el.id))) {
      at = el.dataStart; // step into it: its children follow
      continue;
    }
    if (el.id === CLUSTER_TIMECODE && el.end !== undefined) cluster = unsigned(bytes, el.dataStart, el.end);
    if ((el.id === SIMPLE_BLOCK || el.id === BLOCK) && el.end !== undefined) {
      const track = vint(bytes, el.dataStart, false);
      const relative = new DataView(bytes.buffer, bytes.byteOffset + el.dataStart + track.length, 2).getInt16(0);
      lastBlock = Math.max(lastBlock ?? 0, cluster + relative);
    }
    if (el.end === undefined) return undefined; // an unsized element we cannot step over
    at = el.end;
  }
  return lastBlock === undefined ? undefined : (lastBlock * scale) / 1e9;
}
