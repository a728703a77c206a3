import type { Database } from '../db/database';
import { chooseEncoding, compressBytes, COMPRESS_THRESHOLD_BYTES, type Encoding } from './compress';

interface Entry {
  version: string;
  json: Buffer;
  /** The compressed forms, made on first demand. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** Distinct answers kept (pages × queries); the oldest goes first. */
const MAX_ENTRIES = 500;

/**
 * Public answers kept until their data changes: an operation with `x-cache`
 * in the contract names a data version (data_versions, migration 0013, bumped
 * by triggers on the tables behind the answer). A request reads the version
 * (one primary-key lookup), and when it matches a kept answer sends its bytes,
 * compressed once per encoding, without running the handler or serialising.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly database: Database) {}

  async version(name: string): Promise<string> {
    const [row] = await this.database.query<{ version: string }>(
      'select version::text as version from data_versions where name = $1',
      [name],
    );
    return row?.version ?? '0';
  }

  /** A kept answer made at `version`, or undefined. */
  get(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry : undefined;
  }

  set(key: string, version: string, json: unknown): Entry {
    const entry: Entry = { version, json: Buffer.from(JSON.stringify(json)), encoded: new Map() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  /** The entry as a 200 answer, compressed as the client accepts. */
  async answer(entry: Entry, acceptEncoding: string | undefined): Promise<Response> {
    const encoding = entry.json.length >= COMPRESS_THRESHOLD_BYTES ? chooseEncoding(acceptEncoding) : undefined;
    const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
    if (!encoding) return new Response(entry.json, { status: 200, headers });
    let packed = entry.encoded.get(encoding);
    if (!packed) {
      packed = compressBytes(entry.json, encoding);
      entry.encoded.set(encoding, packed);
    }
    const bytes = await packed;
    return new Response(bytes, {
      status: 200,
      headers: { ...headers, 'content-encoding': encoding, 'content-length': String(bytes.length) },
    });
  }
}
