// Profile pictures of people (staff, and whoever else needs the same rule):
// jpeg only, one file, at most 500 KB (000 §5 "Profile picture"), judged by
// the file's content, stored in the file store with a row in `files`.
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { newId } from '../../ids';
import type { Services } from '../../services';
import { fileUrl } from './mappers';

/** 500 KB, counted as 500 × 1024 bytes (as at patient registration). */
export const PROFILE_PICTURE_MAX_BYTES = 500 * 1024;

const rules = {
  field: 'image',
  kinds: ['jpeg' as const],
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  // The specification's text for the size; its type message is client-side only ("jpg or jpeg only").
  sizeMessage: 'Size should be less than or equal to 500 KB',
  typeMessage: 'Only JPG or JPEG images are allowed',
};

const FILE_URL_PREFIX = fileUrl('');

/**
 * Stores an uploaded picture, lets `save` put its URL on the record, then
 * removes the picture it replaces. Oversized files are refused with 413, other
 * content than JPEG (whatever the name says) with 415, both with a message. If
 * `save` fails, the new file is removed again.
 */
export async function replaceProfilePicture<T>(
  services: Services,
  upload: { file: File | undefined; ownerUserId: string | null; current: string | null },
  save: (url: string) => Promise<T>,
): Promise<T> {
  if (!upload.file) throw badRequest('image is required');
  const stored = await services.files.save(upload.file, rules);
  let result: T;
  try {
    await services.database.db.insert(files).values({ id: newId(), ...stored, ownerUserId: upload.ownerUserId });
    result = await save(fileUrl(stored.storedName));
  } catch (error) {
    await services.database.db.delete(files).where(eq(files.storedName, stored.storedName));
    await services.files.remove(stored.storedName);
    throw error;
  }
  await discardPicture(services, upload.current);
  return result;
}

/** Removes a stored picture by its URL (its `files` row and its bytes); other URLs are left alone. */
export async function discardPicture(services: Services, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(FILE_URL_PREFIX)) return;
  const storedName = url.slice(FILE_URL_PREFIX.length);
  if (!/^[a-f0-9]{32}\.[a-z0-9]+$/.test(storedName)) return;
  await services.database.db.delete(files).where(eq(files.storedName, storedName));
  await services.files.remove(storedName);
}
