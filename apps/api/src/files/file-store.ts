import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest, HttpError } from '../http/http-error';

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

/** Uploads on local disk under random names, in `<dataDir>/uploads` (or in memory for tests). */
export class FileStore {
  private readonly dir: string | undefined;
  private readonly memory = new Map<string, Uint8Array>();

  constructor(dataDir: string) {
    if (dataDir !== 'memory://') {
      this.dir = path.join(dataDir, 'uploads');
      mkdirSync(this.dir, { recursive: true });
    }
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
    if (this.dir) await writeFile(path.join(this.dir, storedName), bytes, { flag: 'wx' });
    else this.memory.set(storedName, bytes);
    return { storedName, mime, size: bytes.length, originalName: originalName.slice(0, 200) };
  }

  async read(storedName: string): Promise<Uint8Array | undefined> {
    if (!/^[a-f0-9]{32}\.[a-z0-9]+$/.test(storedName)) return undefined;
    if (!this.dir) return this.memory.get(storedName);
    try {
      return new Uint8Array(await readFile(path.join(this.dir, storedName)));
    } catch {
      return undefined;
    }
  }

  /** Removes a file written by a request that then failed. */
  async remove(storedName: string): Promise<void> {
    if (!this.dir) this.memory.delete(storedName);
    else await rm(path.join(this.dir, storedName), { force: true });
  }
}
