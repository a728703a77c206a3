// Picture galleries (a hospital's, 000 §2.5; a vendor's, 002 "Vendor area"):
// JPEG or PNG judged by content, stored in the file store with a row in
// `files`, their URLs kept on the record.
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { newId } from '../../ids';
import type { Services } from '../../services';
import { fileUrl } from './mappers';

/**
 * At most 5,242,880 bytes (the contract's `ImageUpload`: "at most 5 MB for
 * gallery images"; the specification gives no limit or message, so the texts
 * are ours).
 */
export const GALLERY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** How many pictures a gallery holds (not shown in the specification: ours, to bound the page). */
export const GALLERY_MAX_IMAGES = 20;
const galleryRules = {
  field: 'image',
  kinds: ['jpeg' as const, 'png' as const],
  maxBytes: GALLERY_IMAGE_MAX_BYTES,
  sizeMessage: 'Size should be less than or equal to 5 MB',
  typeMessage: 'Only JPG, JPEG or PNG images are allowed',
};

/**
 * Stores an uploaded gallery picture and lets `append` put its URL on the
 * record; if that fails, the file goes again. Oversized files are refused with
 * 413, other content than JPEG or PNG with 415. The new picture's URL.
 */
export async function addGalleryImage(
  services: Services,
  upload: { file: File | undefined; ownerUserId: string | null; current: readonly string[] },
  append: (url: string) => Promise<unknown>,
): Promise<string> {
  if (!upload.file) throw badRequest('image is required');
  if (upload.current.length >= GALLERY_MAX_IMAGES) {
    throw badRequest(`The gallery holds at most ${GALLERY_MAX_IMAGES} images`);
  }
  const stored = await services.files.save(upload.file, galleryRules);
  const url = fileUrl(stored.storedName);
  try {
    await services.database.db.insert(files).values({ id: newId(), ...stored, ownerUserId: upload.ownerUserId });
    await append(url);
  } catch (error) {
    await services.database.db.delete(files).where(eq(files.storedName, stored.storedName));
    await services.files.remove(stored.storedName);
    throw error;
  }
  return url;
}

/**
 * The gallery picture an `imageId` names: the file-name part of its URL, with
 * its extension (000 §7) or without it (002 §7). 404 when there is none.
 */
export function galleryImage(images: readonly string[], imageId: string): string {
  const url = images.find((image) => {
    const name = image.split('/').at(-1) ?? '';
    return name === imageId || name.replace(/\.[^.]*$/, '') === imageId;
  });
  if (!url) throw notFound('Image not found');
  return url;
}
