import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest, HttpError } from '../http/http-error';

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'mp4' | 'quicktime' | 'webm';

/** QuickTime's major brand in the 'ftyp' box ('qt' and two spaces). */
const QUICKTIME_BRAND = 'qt  ';

const signatures: Record<FileKind, { mime: string; ext: string; test: (b: Uint8Array) => boolean }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf', test: (b) => ascii(b, 0, 5) === '%PDF-' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  png: {
    mime: 'image/png',
    ext: 'png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  mp4: { mime: 'video/mp4', ext: 'mp4', test: (b) => ascii(b, 4, 8) === 'ftyp' && ascii(b, 8, 12) !== QUICKTIME_BRAND },
  quicktime: {
    mime: 'video/quicktime',
    ext: 'mov',
    // A QuickTime movie: 'ftyp' with the 'qt  ' brand, or (older files) a movie or wide atom first.
    test: (b) =>
      (ascii(b, 4, 8) === 'ftyp' && ascii(b, 8, 12) === QUICKTIME_BRAND) || ['moov', 'wide'].includes(ascii(b, 4, 8)),
  },
  webm: { mime: 'video/webm', ext: 'webm', test: isWebm },
};

/** The EBML magic and, in the EBML header, the DocType "webm". */
function isWebm(b: Uint8Array): boolean {
  if (!(b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3)) return false;
  const header = ascii(b, 4, Math.min(b.length, 64));
  const docType = header.indexOf('\x42\x82');
  return docType >= 0 && header.slice(docType + 3, docType + 3 + 4) === 'webm';
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** Which of the allowed kinds the bytes are, judged by their content (magic bytes), not by name or header. */
export function sniff(bytes: Uint8Array, allowed: FileKind[]): FileKind | undefined {
  return allowed.find((kind) => signatures[kind].test(bytes));
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
    const kind = sniff(bytes, rules.kinds);
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
    const kind = sniff(bytes, kinds);
    if (!kind) return undefined;
    return this.write(bytes, originalName, kind);
  }

  private async write(bytes: Uint8Array, originalName: string, kind: FileKind): Promise<StoredFile> {
    const { mime, ext } = signatures[kind];
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
