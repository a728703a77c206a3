import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { newId } from '../ids';
import { fileUrl } from '../domains/shared/mappers';

/**
 * Stores the demo data's pictures as the server stores uploads: in
 * the file store (checked by content) with a row in `files`, so GET
 * /api/files/{name} serves them. Returns their URLs; `flush` writes the rows.
 */
export class SeedMedia {
  private rows: (typeof files.$inferInsert)[] = [];

  constructor(private readonly store: FileStore) {}

  async image(bytes: Uint8Array, name: string): Promise<string> {
    const stored = await this.store.saveBytes(bytes, name, ['png', 'jpeg']);
    if (!stored) throw new Error(`seed picture ${name} is not a PNG or JPEG`);
    this.rows.push({ id: newId(), ...stored });
    return fileUrl(stored.storedName);
  }

  /** A PDF (the demo lab reports): stored like an upload; served only by calls with access checks. */
  async document(bytes: Uint8Array, name: string): Promise<string> {
    const stored = await this.store.saveBytes(bytes, name, ['pdf']);
    if (!stored) throw new Error(`seed document ${name} is not a PDF`);
    this.rows.push({ id: newId(), ...stored });
    return fileUrl(stored.storedName);
  }

  /**
   * A PDF that a record names by its `files` row (a hospital's trade licence):
   * stored like an upload, its row written at once; returns the row's id.
   */
  async documentFile(db: Db, bytes: Uint8Array, name: string): Promise<string> {
    const stored = await this.store.saveBytes(bytes, name, ['pdf']);
    if (!stored) throw new Error(`seed document ${name} is not a PDF`);
    const id = newId();
    await db.insert(files).values({ id, ...stored });
    return id;
  }

  /** A demo promo video (MP4 or WebM): stored like an upload; returns its stored file name. */
  async video(bytes: Uint8Array, name: string): Promise<string> {
    const stored = await this.store.saveBytes(bytes, name, ['mp4', 'webm']);
    if (!stored) throw new Error(`seed video ${name} is not an MP4 or WebM`);
    this.rows.push({ id: newId(), ...stored });
    return stored.storedName;
  }

  async flush(db: Db): Promise<void> {
    for (let i = 0; i < this.rows.length; i += 200) await db.insert(files).values(this.rows.slice(i, i + 200));
    this.rows = [];
  }
}
