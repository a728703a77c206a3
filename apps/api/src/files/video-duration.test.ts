import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp4Bytes, webmBytes } from '../../test/video-bytes';
import { checkupClipWebm, welcomeClipMp4 } from '../seed/videos/promo-clips';
import { videoDurationSeconds } from './video-duration';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url)));

describe('videoDurationSeconds', () => {
  it('reads the movie header of an MP4, version 0 and 1, wherever the movie box is', () => {
    expect(videoDurationSeconds(mp4Bytes({ seconds: 95.5 }))).toBe(95.5);
    expect(videoDurationSeconds(mp4Bytes({ seconds: 121, version: 1 }))).toBe(121);
    expect(videoDurationSeconds(mp4Bytes({ seconds: 30, moovLast: true, size: 4096 }))).toBe(30);
  });

  it('reads a QuickTime movie and a fragmented MP4 (length in mvex/mehd)', () => {
    expect(videoDurationSeconds(mp4Bytes({ seconds: 150, brand: 'qt  ' }))).toBe(150);
    expect(videoDurationSeconds(mp4Bytes({ seconds: 42, fragmented: true }))).toBe(42);
  });

  it("reads a WebM's declared Duration in TimecodeScale units", () => {
    expect(videoDurationSeconds(webmBytes({ seconds: 150 }))).toBe(150);
    expect(videoDurationSeconds(webmBytes({ seconds: 12.25 }))).toBe(12.25);
  });

  it('measures a WebM without Duration (a live recording) by its last block', () => {
    expect(videoDurationSeconds(webmBytes({ blocksMs: [0, 500, 1000] }))).toBe(1);
    expect(
      videoDurationSeconds(
        webmBytes({
          blocksMs: [0, 30_000],
          clusters: [
            [60_000, [0, 30_000]],
            [125_000, [0, 2_000]],
          ],
        }),
      ),
    ).toBe(127);
  });

  it('reads the real recordings of the fixtures and the demo data', () => {
    expect(videoDurationSeconds(fixture('promo-short.webm'))).toBeCloseTo(2, 0);
    expect(videoDurationSeconds(fixture('promo-too-long.webm'))).toBe(150);
    expect(videoDurationSeconds(Buffer.from(welcomeClipMp4, 'base64'))).toBeCloseTo(4, 0);
    expect(videoDurationSeconds(Buffer.from(checkupClipWebm, 'base64'))).toBeCloseTo(4, 0);
  });

  it('gives undefined, never throws, for other or broken bytes', () => {
    const short = mp4Bytes({ seconds: 10 });
    expect(videoDurationSeconds(new Uint8Array(0))).toBeUndefined();
    expect(videoDurationSeconds(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBeUndefined();
    expect(videoDurationSeconds(short.subarray(0, 40))).toBeUndefined();
    expect(videoDurationSeconds(webmBytes({ seconds: 10 }).subarray(0, 30))).toBeUndefined();
    expect(videoDurationSeconds(webmBytes({ blocksMs: [] }))).toBeUndefined();
    const zeroSize = short.slice();
    zeroSize.set([0, 0, 0, 4], 0); // a box claiming 4 bytes (less than its header)
    expect(videoDurationSeconds(zeroSize)).toBeUndefined();
  });
});
