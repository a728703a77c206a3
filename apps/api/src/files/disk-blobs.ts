import { createReadStream, mkdirSync } from 'node:fs';
import { access, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';

/** Files on this machine's disk, in `<dataDir>/uploads` (the default store). */
export class DiskBlobs implements BlobStore {
  readonly kind = 'disk';
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    await writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
  }

  async has(name: string): Promise<boolean> {
    return access(path.join(this.dir, name)).then(
      () => true,
      () => false,
    );
  }

  async get(name: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(path.join(this.dir, name)));
    } catch {
      return undefined;
    }
  }

  stream(name: string, start: number, end: number): ReadableStream<Uint8Array> {
    return Readable.toWeb(createReadStream(path.join(this.dir, name), { start, end })) as ReadableStream<Uint8Array>;
  }

  async delete(name: string): Promise<void> {
    await rm(path.join(this.dir, name), { force: true });
  }
}
