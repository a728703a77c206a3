import type { Database } from '../db/database';
import type { BlobStore } from './blob-store';

/** The size of a stored chunk: a stream holds at most one at a time. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files in the database (FILE_STORE=postgres, #26): each file as numbered chunks of 256 KiB in
 * `file_chunks` (migration 0025), so every API process, on every machine that shares the database,
 * reads what any of them wrote; a file is read chunk by chunk as it is sent, never whole to serve it.
 */
export class PostgresBlobs implements BlobStore {
  readonly kind = 'postgres';

  constructor(private readonly database: Database) {}

  async put(name: string, bytes: Uint8Array): Promise<void> {
    let written = 0;
    try {
      for (let seq = 0, at = 0; at < bytes.length || seq === 0; seq++, at += CHUNK_BYTES, written++) {
        await this.database.query('insert into file_chunks (stored_name, seq, data) values ($1, $2, $3)', [
          name,
          seq,
          Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(CHUNK_BYTES, bytes.length - at)),
        ]);
      }
    } catch (error) {
      // Its first chunk written, the name was free: what is there is this call's. (A name taken refuses chunk 0.)
      if (written > 0) await this.delete(name).catch(() => {});
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    const rows = await this.database.query('select 1 from file_chunks where stored_name = $1 and seq = 0', [name]);
    return rows.length > 0;
  }

  async get(name: string): Promise<Uint8Array | undefined> {
    const rows = await this.database.query<{ data: Uint8Array }>(
      'select data from file_chunks where stored_name = $1 order by seq',
      [name],
    );
    if (rows.length === 0) return undefined;
    return new Uint8Array(Buffer.concat(rows.map((row) => row.data)));
  }

  stream(name: string, start: number, end: number): ReadableStream<Uint8Array> {
    let seq = Math.floor(start / CHUNK_BYTES);
    const last = Math.floor(end / CHUNK_BYTES);
    const database = this.database;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const [row] = await database.query<{ data: Uint8Array }>(
          'select data from file_chunks where stored_name = $1 and seq = $2',
          [name, seq],
        );
        if (!row) {
          controller.error(new Error(`no chunk ${seq} of ${name}`));
          return;
        }
        const from = seq === Math.floor(start / CHUNK_BYTES) ? start % CHUNK_BYTES : 0;
        const to = seq === last ? (end % CHUNK_BYTES) + 1 : row.data.length;
        controller.enqueue(new Uint8Array(row.data.subarray(from, to)));
        seq += 1;
        if (seq > last) controller.close();
      },
    });
  }

  async delete(name: string): Promise<void> {
    await this.database.query('delete from file_chunks where stored_name = $1', [name]);
  }
}
