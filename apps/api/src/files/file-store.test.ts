import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp4Bytes, webmBytes } from '../../test/video-bytes';
import { pngBytes } from '../../test/fixtures';
import { checkupClipWebm, welcomeClipMp4 } from '../seed/videos/promo-clips';
import { FileStore, type FileKind, sniff } from './file-store';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url)));

const allKinds: FileKind[] = ['pdf', 'jpeg', 'png', 'mp4', 'quicktime', 'webm'];
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const png = pngBytes;
/** An older QuickTime movie: no 'ftyp', the movie box first. */
const moovFirst = new Uint8Array([0, 0, 0, 8, 0x6d, 0x6f, 0x6f, 0x76]);

/** The same 4 KB of noise on every run. */
function noise(): Uint8Array {
  const bytes = new Uint8Array(4096);
  let seed = 42;
  for (let i = 0; i < bytes.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    bytes[i] = seed >>> 16;
  }
  return bytes;
}

describe('sniff', () => {
  it('recognises each allowed kind by its content', async () => {
    expect(await sniff(pdf, allKinds)).toBe('pdf');
    expect(await sniff(jpeg, allKinds)).toBe('jpeg');
    expect(await sniff(png, allKinds)).toBe('png');
    expect(await sniff(mp4Bytes({ seconds: 1 }), allKinds)).toBe('mp4');
    expect(await sniff(Buffer.from(welcomeClipMp4, 'base64'), allKinds)).toBe('mp4');
    expect(await sniff(mp4Bytes({ seconds: 1, brand: 'qt  ' }), allKinds)).toBe('quicktime');
    expect(await sniff(moovFirst, allKinds)).toBe('quicktime');
    expect(await sniff(webmBytes({ seconds: 1 }), allKinds)).toBe('webm');
    expect(await sniff(fixture('promo-short.webm'), allKinds)).toBe('webm');
    expect(await sniff(Buffer.from(checkupClipWebm, 'base64'), allKinds)).toBe('webm');
  });

  it('takes an M4V (the MP4 container under Apple’s brand) as MP4', async () => {
    expect(await sniff(mp4Bytes({ seconds: 1, brand: 'M4V ' }), ['mp4'])).toBe('mp4');
  });

  it('refuses the other ISO media files: HEIC and AVIF pictures, M4A audio, 3GP and 3G2', async () => {
    for (const brand of ['heic', 'mif1', 'avif', 'M4A ', '3gp4', '3g2a']) {
      expect(await sniff(mp4Bytes({ seconds: 1, brand }), allKinds), brand).toBeUndefined();
    }
  });

  it('refuses unknown, truncated and empty content', async () => {
    expect(await sniff(noise(), allKinds)).toBeUndefined();
    expect(await sniff(new Uint8Array(0), allKinds)).toBeUndefined();
    expect(await sniff(png.subarray(0, 8), allKinds)).toBeUndefined();
  });

  it('answers only with a kind that is allowed', async () => {
    expect(await sniff(png, ['jpeg'])).toBeUndefined();
    expect(await sniff(pdf, ['png', 'jpeg'])).toBeUndefined();
    expect(await sniff(mp4Bytes({ seconds: 1, brand: 'qt  ' }), ['mp4', 'webm'])).toBeUndefined();
    expect(await sniff(mp4Bytes({ seconds: 1 }), ['quicktime'])).toBeUndefined();
  });
});

describe('FileStore.save', () => {
  const store = new FileStore('memory://');
  const rules = { field: 'image', kinds: ['png', 'jpeg'] satisfies FileKind[], maxBytes: 10_000 };
  const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes], name, { type });

  it('stores a file as what its content is, whatever its name and declared type', async () => {
    const stored = await store.save(file(png, 'photo.jpg', 'image/jpeg'), rules);
    expect(stored).toMatchObject({ mime: 'image/png', size: png.length, originalName: 'photo.jpg' });
    expect(stored.storedName).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(await store.read(stored.storedName)).toEqual(png);
    const m4v = await store.save(file(mp4Bytes({ seconds: 1, brand: 'M4V ' }), 'clip.m4v', 'video/x-m4v'), {
      field: 'video',
      kinds: ['mp4'],
      maxBytes: 10_000,
    });
    expect(m4v).toMatchObject({ mime: 'video/mp4' });
    expect(m4v.storedName).toMatch(/\.mp4$/);
  });

  it('refuses other content with a 415 and the rule’s message', async () => {
    await expect(store.save(file(pdf, 'photo.png', 'image/png'), rules)).rejects.toMatchObject({
      status: 415,
      message: 'image must be a PNG OR JPEG file',
    });
    const heic = file(mp4Bytes({ seconds: 1, brand: 'heic' }), 'promo.mp4', 'video/mp4');
    const videoRules = { field: 'video', kinds: ['mp4', 'webm'] satisfies FileKind[], maxBytes: 10_000 };
    await expect(store.save(heic, { ...videoRules, typeMessage: 'Please select a video' })).rejects.toMatchObject({
      status: 415,
      message: 'Please select a video',
    });
  });
});
