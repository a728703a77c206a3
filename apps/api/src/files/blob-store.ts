/**
 * Where the bytes of stored files live (#26). FileStore (file-store.ts) checks an upload's content
 * and size and names it; a BlobStore keeps the bytes under that name:
 *   - disk (the default: `<DATA_DIR>/uploads`, one machine: every API worker of it shares the folder),
 *   - postgres (FILE_STORE=postgres: chunks in the database, for every process and machine on it),
 *   - s3 (FILE_STORE=s3: an S3-compatible bucket),
 *   - memory (tests).
 */
export interface BlobStore {
  readonly kind: 'disk' | 'memory' | 'postgres' | 's3';
  /** Writes a new file; a name is never written twice. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** Whether the file is there (checked before a stream starts, so a lost file answers 404, not a cut-off 200). */
  has(name: string): Promise<boolean>;
  /** The whole file, for what the server reads itself (a PDF to check or mail); undefined when absent. */
  get(name: string): Promise<Uint8Array | undefined>;
  /**
   * Bytes start to end (inclusive) of a file of `size` bytes, read as they are sent: a video is not
   * held in memory to serve it. Errors on the stream when the file is gone.
   */
  stream(name: string, start: number, end: number): ReadableStream<Uint8Array>;
  delete(name: string): Promise<void>;
}

/** Tests: the bytes in a map. */
export class MemoryBlobs implements BlobStore {
  readonly kind = 'memory';
  private readonly blobs = new Map<string, Uint8Array>();

  put(name: string, bytes: Uint8Array): Promise<void> {
    this.blobs.set(name, bytes);
    return Promise.resolve();
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.blobs.has(name));
  }

  get(name: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.blobs.get(name));
  }

  stream(name: string, start: number, end: number): ReadableStream<Uint8Array> {
    const bytes = this.blobs.get(name);
    return new ReadableStream({
      start(controller) {
        if (!bytes) {
          controller.error(new Error(`no file ${name}`));
          return;
        }
        controller.enqueue(bytes.subarray(start, end + 1));
        controller.close();
      },
    });
  }

  delete(name: string): Promise<void> {
    this.blobs.delete(name);
    return Promise.resolve();
  }
}
