// The vendor's pictures (002 "Vendor area" /vendor/profile, §7 "Vendor"): the
// profile picture (as every person's: JPEG, at most 500 KB) and the gallery
// of the Images tab (as a hospital's: JPEG or PNG, at most 5 MB). The policy
// lets a vendor reach only its own record (x-scope self), an admin any.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vendors } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { toVendor } from '../admin/vendor-view';
import { loadVendor } from '../admin/vendors';
import { addGalleryImage, galleryImage } from '../shared/gallery-images';
import { discardPicture, replaceProfilePicture } from '../shared/profile-pictures';

async function setVendor(db: Db, id: string, changes: { image?: string | null; images?: SQL<string[]> }) {
  const [row] = await db.update(vendors).set(changes).where(eq(vendors.id, id)).returning();
  if (!row) throw notFound('Vendor not found');
  return row;
}

export const vendorPictureHandlers = {
  async uploadVendorProfilePicture({ params, files }, services) {
    const db = services.database.db;
    const vendor = await loadVendor(db, params.id);
    const updated = await replaceProfilePicture(
      services,
      { file: files.image, ownerUserId: vendor.userId, current: vendor.image },
      (url) => setVendor(db, vendor.id, { image: url }),
    );
    return { json: { message: 'Profile picture updated', data: toVendor(updated) } };
  },

  async deleteVendorProfilePicture({ params }, services) {
    const db = services.database.db;
    const vendor = await loadVendor(db, params.id);
    const updated = await setVendor(db, vendor.id, { image: null });
    await discardPicture(services, vendor.image);
    return { json: { message: 'Profile picture deleted', data: toVendor(updated) } };
  },

  /** Adds a picture to the gallery: `{ data: { url } }` (002 §7 "answer data.data.url"). */
  async uploadVendorGalleryImage({ params, files }, services) {
    const db = services.database.db;
    const vendor = await loadVendor(db, params.id);
    const url = await addGalleryImage(
      services,
      { file: files.image, ownerUserId: vendor.userId, current: vendor.images },
      (url) => setVendor(db, vendor.id, { images: sql<string[]>`array_append(${vendors.images}, ${url})` }),
    );
    return { json: { message: 'Image Uploaded Successfully', data: { url } } };
  },

  /** Removes the gallery picture whose file name (without extension, 002 §7) is `imageId`. */
  async deleteVendorGalleryImage({ params }, services) {
    const db = services.database.db;
    const vendor = await loadVendor(db, params.id);
    const url = galleryImage(vendor.images, params.imageId);
    const updated = await setVendor(db, vendor.id, {
      images: sql<string[]>`array_remove(${vendors.images}, ${url})`,
    });
    await discardPicture(services, url);
    // 002 §8, spelt so.
    return { json: { message: 'Vandor gallery image deleted', data: toVendor(updated) } };
  },
} satisfies HandlerGroup;
