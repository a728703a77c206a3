// #26: the stores of uploaded files' bytes — on this machine's disk (the default), in the database
// (FILE_STORE=postgres: shared by every API process and machine; on PGlite and, in CI, on the
// PostgreSQL server too) and in an S3-compatible bucket (FILE_STORE=s3, against fake-s3.ts: no S3
// service is reachable here) — pass the same tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../src/files/blob-store';
import { DiskBlobs } from '../src/files/disk-blobs';
import { CHUNK_BYTES, PostgresBlobs } from '../src/files/postgres-blobs';
import { S3Blobs } from '../src/files/s3-blobs';
import { startFakeS3 } from './fake-s3';
import { startTestServer } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let dir: string;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let bucket: S3Blobs;
beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(path.join(tmpdir(), 'aafiya-blobs-'));
  s3 = await startFakeS3();
  bucket = await S3Blobs.create({
    endpoint: s3.endpoint,
    region: 'me-central-1',
    bucket: 'aafiya',
    accessKeyId: 'test',
    secretAccessKey: 'test',
    forcePathStyle: true,
    prefix: 'uploads/',
  });
});
afterAll(async () => {
  await server.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `length` bytes that differ from place to place, so a misplaced range shows. */
function bytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 31 + (i >> 8)) % 251);
}

async function read(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Whether two byte arrays are equal (vitest's deep equality compares half a megabyte slowly). */
function same(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && Buffer.from(a.buffer, a.byteOffset, a.length).equals(b);
}

const stores: [string, () => BlobStore][] = [
  ['disk', () => new DiskBlobs(dir)],
  ['postgres', () => new PostgresBlobs(server.services.database)],
  ['s3', () => bucket],
];

describe.each(stores)('the %s store', (_kind, make) => {
  const big = bytes(2 * CHUNK_BYTES + 1234);

  it('keeps a file whole, and says whether it is there', async () => {
    const store = make();
    await store.put(`${_kind}-a.pdf`, big);
    expect(await store.has(`${_kind}-a.pdf`)).toBe(true);
    expect(same(await store.get(`${_kind}-a.pdf`), big)).toBe(true);
    expect(await store.has(`${_kind}-none.pdf`)).toBe(false);
    expect(await store.get(`${_kind}-none.pdf`)).toBeUndefined();
  });

  it('streams any range, across the chunks', async () => {
    const store = make();
    await store.put(`${_kind}-b.mp4`, big);
    for (const [start, end] of [
      [0, big.length - 1],
      [0, 0],
      [CHUNK_BYTES - 10, CHUNK_BYTES + 10],
      [CHUNK_BYTES, 2 * CHUNK_BYTES - 1],
      [100, 2 * CHUNK_BYTES + 5],
      [big.length - 7, big.length - 1],
    ] as const) {
      expect(same(await read(store.stream(`${_kind}-b.mp4`, start, end)), big.subarray(start, end + 1))).toBe(true);
    }
  });

  it('keeps a small and an empty file', async () => {
    const store = make();
    await store.put(`${_kind}-c.png`, bytes(10));
    await store.put(`${_kind}-d.png`, new Uint8Array(0));
    expect(await store.get(`${_kind}-c.png`)).toEqual(bytes(10));
    expect(await store.get(`${_kind}-d.png`)).toEqual(new Uint8Array(0));
    expect(await store.has(`${_kind}-d.png`)).toBe(true);
  });

  it('never writes a name twice, and deletes', async () => {
    const store = make();
    await store.put(`${_kind}-e.jpg`, bytes(5));
    await expect(store.put(`${_kind}-e.jpg`, bytes(6))).rejects.toThrow();
    expect(await store.get(`${_kind}-e.jpg`)).toEqual(bytes(5));
    await store.delete(`${_kind}-e.jpg`);
    expect(await store.has(`${_kind}-e.jpg`)).toBe(false);
    await store.delete(`${_kind}-e.jpg`);
  });
});

describe('the s3 store', () => {
  it('keeps each file under the prefix, in the bucket', async () => {
    await bucket.put('f.png', bytes(3));
    expect(s3.objects.get('/aafiya/uploads/f.png')).toEqual(Buffer.from(bytes(3)));
  });
});
