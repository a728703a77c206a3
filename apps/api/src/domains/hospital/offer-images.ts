// Pictures of offers (packages) and hospital services: jpg, jpeg or png, one
// file, at most 7,500,000 bytes (000 §5 "Offer", §9), judged by the file's
// content. The specification gives no limit for a service's image; it takes
// the offer's, the other picture a hospital publishes to patients.
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import { newId } from '../../ids';
import type { Services } from '../../services';
import { discardPicture } from '../shared/profile-pictures';
import { fileUrl } from '../shared/mappers';

export const OFFER_IMAGE_MAX_BYTES = 7_500_000;

/** What the file store checks of an upload (content kinds, size, messages). */
export type ImageRules = Parameters<Services['files']['save']>[1];

const offerImageRules: ImageRules = {
  field: 'image',
  kinds: ['jpeg' as const, 'png' as const],
  maxBytes: OFFER_IMAGE_MAX_BYTES,
  sizeMessage: 'image must be at most 7,500,000 bytes',
  typeMessage: 'Only JPG, JPEG or PNG images are allowed',
};

/**
 * Stores the uploaded picture (when there is one) and passes its URL to
 * `save`; without a file `save` gets undefined. If `save` fails, the new
 * picture is removed again. After success, the picture it replaces (`current`)
 * is removed. `rules` are the offer image's unless given (the admin's
 * catalogue images have their own).
 */
export async function withUploadedImage<T>(
  services: Services,
  upload: { file: File | undefined; ownerUserId: string | null; current?: readonly (string | null)[] },
  save: (url: string | undefined) => Promise<T>,
  rules: ImageRules = offerImageRules,
): Promise<T> {
  if (!upload.file) return save(undefined);
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
  for (const url of upload.current ?? []) await discardPicture(services, url);
  return result;
}
