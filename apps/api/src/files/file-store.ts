import { randomBytes } from 'node:crypto';
import { badRequest, HttpError } from '../http/http-error';
import { type BlobStore, MemoryBlobs } from './blob-store';
import { DiskBlobs } from './disk-blobs';

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'mp4' | 'quicktime' | 'webm';

/** How each kind is stored and served, and which of file-type's findings (its `ext`) count as that kind. */
const formats: Record<FileKind, { mime: string; ext: string; detected: readonly string[] }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf', detected: ['pdf'] },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', detected: ['jpg'] },
  // An animated PNG is a PNG: any viewer shows its first frame.
  png: { mime: 'image/png', ext: 'png', detected: ['png', 'apng'] },
  // M4V is the MP4 container under Apple's brand, and browsers play it. The
  // specification allows MP4 and WebM promo videos, so the other ISO media files
  // that file-type names are refused: HEIC and AVIF pictures, M4A audio, and
  // 3GP/3G2 because browsers do not play them reliably.
  mp4: { mime: 'video/mp4', ext: 'mp4', detected: ['mp4', 'm4v'] },
  quicktime: { mime: 'video/quicktime', ext: 'mov', detected: ['mov'] },
  webm: { mime: 'video/webm', ext: 'webm', detected: ['webm'] },
};

/**
 * Which of the allowed kinds the bytes are, judged by their content (by the
 * file-type package), not by name or header; undefined when none.
 */
export async function sniff(bytes: Uint8Array, allowed: FileKind[]): Promise<FileKind | undefined> {
  // Imported on the first upload rather than at every start (bench/warm-start.mjs).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined); // bytes its parsers choke on are no kind
  return found && allowed.find((kind) => formats[kind].detected.includes(found.ext));
}

export interface StoredFile {
  storedName: string;
  mime: string;
  size: number;
  originalName: string;
}

/** A stored file's name: 32 hex digits and the kind's extension (what `write` makes). */
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]+$/;

/**
 * Uploads under random names, checked by content and size, their bytes in a BlobStore
 * (blob-store.ts): `<dataDir>/uploads` on disk by default, in memory for dataDir 'memory://'.
 */
export class FileStore {
  readonly blobs: BlobStore;

  constructor(where: string | BlobStore) {
    this.blobs = typeof where !== 'string' ? where : where === 'memory://' ? new MemoryBlobs() : new DiskBlobs(where);
  }

  /**
   * Checks content and size (and whatever `inspect` checks of the content,
   * e.g. a video's length), then writes the file. Throws a 400/413/415 with
   * the given messages; `inspect` throws its own.
   */
  async save(
    file: File,
    rules: {
      field: string;
      kinds: FileKind[];
      maxBytes: number;
      typeMessage?: string;
      sizeMessage?: string;
      inspect?: (bytes: Uint8Array, kind: FileKind) => void;
    },
  ): Promise<StoredFile> {
    if (file.size > rules.maxBytes) {
      throw new HttpError(413, rules.sizeMessage ?? `${rules.field} must be at most ${rules.maxBytes} bytes`);
    }
    if (file.size === 0) throw badRequest(`${rules.field} is empty`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = await sniff(bytes, rules.kinds);
    if (!kind) {
      throw new HttpError(
        415,
        rules.typeMessage ?? `${rules.field} must be a ${rules.kinds.join(' or ').toUpperCase()} file`,
      );
    }
    rules.inspect?.(bytes, kind);
    return this.write(bytes, file.name, kind);
  }

  /**
   * Writes bytes made by the server itself (the demo data's pictures) under the
   * same content check as uploads; undefined when they are none of `kinds`.
   */
  async saveBytes(bytes: Uint8Array, originalName: string, kinds: FileKind[]): Promise<StoredFile | undefined> {
    const kind = await sniff(bytes, kinds);
    if (!kind) return undefined;
    return this.write(bytes, originalName, kind);
  }

  private async write(bytes: Uint8Array, originalName: string, kind: FileKind): Promise<StoredFile> {
    const { mime, ext } = formats[kind];
    const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
    await this.blobs.put(storedName, bytes);
    return { storedName, mime, size: bytes.length, originalName: originalName.slice(0, 200) };
  }

  /** The whole file (what the server reads itself: a PDF); undefined when absent. */
  async read(storedName: string): Promise<Uint8Array | undefined> {
    if (!STORED_NAME.test(storedName)) return undefined;
    return this.blobs.get(storedName);
  }

  /** Whether a stored file's bytes are there. */
  async has(storedName: string): Promise<boolean> {
    return STORED_NAME.test(storedName) && (await this.blobs.has(storedName));
  }

  /** Bytes start to end (inclusive), read as they are sent (files served to browsers: videos). */
  stream(storedName: string, start: number, end: number): ReadableStream<Uint8Array> {
    if (!STORED_NAME.test(storedName)) throw new Error(`not a stored name: ${storedName}`);
    return this.blobs.stream(storedName, start, end);
  }

  /** Removes a file written by a request that then failed. */
  async remove(storedName: string): Promise<void> {
    if (STORED_NAME.test(storedName)) await this.blobs.delete(storedName);
  }
}
