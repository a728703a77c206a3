import { chooseEncoding, compressBytes, COMPRESS_THRESHOLD_BYTES, type Encoding } from './compress';

interface Entry {
  version: string;
  json: Buffer;
  /** The compressed forms, made on first demand. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** Bytes of JSON kept at most (compressed forms not counted: they are smaller); the least recently used go first. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Answers larger than this are not kept: one would push out hundreds of others. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * Answers kept until their data changes (#18): an operation with `x-cache` in
 * the contract names a data version (db/data-versions.ts, kept current by the
 * database's notifications). When a request's key has an answer made at the
 * current version, its bytes go out, compressed once per encoding, without the
 * handler, its queries or serialising. The caller builds the key: public
 * answers are one per request line, signed-in ones one per caller as well.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** A kept answer made at `version`, or undefined. */
  get(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `json` made at `version`; the entry, kept or (too large) not. */
  set(key: string, version: string, json: unknown): Entry {
    const entry: Entry = { version, json: Buffer.from(JSON.stringify(json)), encoded: new Map() };
    this.drop(key);
    if (entry.json.length > MAX_ENTRY_BYTES) return entry;
    this.entries.set(key, entry);
    this.bytes += entry.json.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldest);
    }
    return entry;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.json.length;
  }

  /** The entry as a 200 answer, compressed as the client accepts; `x-cache` says whether it was kept. */
  async answer(entry: Entry, acceptEncoding: string | undefined, hit: boolean): Promise<Response> {
    const encoding = entry.json.length >= COMPRESS_THRESHOLD_BYTES ? chooseEncoding(acceptEncoding) : undefined;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      vary: 'Accept-Encoding',
      'x-cache': hit ? 'hit' : 'miss',
    };
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
