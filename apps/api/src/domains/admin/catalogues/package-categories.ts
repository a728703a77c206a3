// Package categories (002 §3, §5, §8): the categories offers are filed under,
// with names and an image that the form requires on create and on update.
import { eq } from 'drizzle-orm';
import type { Services } from '../../../services';
import { packageCategories } from '../../../db/schema';
import { conflict } from '../../../http/http-error';
import type { HandlerGroup } from '../../../http/types';
import { newId } from '../../../ids';
import { catalogueItemNotFound, toPackageCategory } from '../../shared/catalogue-views';
import { discardPicture } from '../../shared/profile-pictures';
import { withCatalogueImage } from './catalogue-images';
import { inUseReason } from './in-use';
import { namesOf, withUniqueName } from './names';

/** 002 §5: "an image is required on both create and update ('Please select image')". */
const IMAGE_REQUIRED = 'Please select image';

async function categoryOf(services: Services, id: string) {
  const [row] = await services.database.db.select().from(packageCategories).where(eq(packageCategories.id, id));
  if (!row) throw catalogueItemNotFound('package category');
  return row;
}

export const packageCategoryHandlers = {
  async createPackageCategory(request, services) {
    const names = namesOf(request.body);
    const row = await withCatalogueImage(request, services, { required: IMAGE_REQUIRED }, (image) =>
      withUniqueName('package category', async () => {
        const [created] = await services.database.db
          .insert(packageCategories)
          .values({ id: newId(), ...names, image: image ?? null })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        return created;
      }),
    );
    return { status: 201, json: { message: 'Package Category Added Successfully', data: toPackageCategory(row) } };
  },

  async updatePackageCategory(request, services) {
    const names = namesOf(request.body);
    const current = await categoryOf(services, request.params.id);
    const row = await withCatalogueImage(
      request,
      services,
      { required: IMAGE_REQUIRED, current: current.image },
      (image) =>
        withUniqueName('package category', async () => {
          const [updated] = await services.database.db
            .update(packageCategories)
            .set({ ...names, ...(image ? { image } : {}) })
            .where(eq(packageCategories.id, current.id))
            .returning();
          if (!updated) throw catalogueItemNotFound('package category');
          return updated;
        }),
    );
    return { json: { message: 'Package Category Updated Successfully', data: toPackageCategory(row) } };
  },

  /**
   * Refused with 409 while offers are filed under it. Spec choice: §8's toast
   * for this delete is "Vendor Type Deleted Successfully" (the screen's own
   * words for a package category), kept as written.
   */
  async deletePackageCategory({ params }, services) {
    const row = await services.database.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(packageCategories)
        .where(eq(packageCategories.id, params.id))
        .for('update');
      if (!found) throw catalogueItemNotFound('package category');
      const reason = await inUseReason(tx, 'package category', found.id);
      if (reason) throw conflict(reason);
      await tx.delete(packageCategories).where(eq(packageCategories.id, found.id));
      return found;
    });
    await discardPicture(services, row.image);
    return { json: { message: 'Vendor Type Deleted Successfully', data: { _id: row.id } } };
  },
} satisfies HandlerGroup;
