// The items of the catalogues kept in `lookups` (specialities, insurances,
// categories, addons): update and delete by id within their kind.
import { and, eq } from 'drizzle-orm';
import { lookups } from '../../../db/schema';
import { conflict } from '../../../http/http-error';
import type { Services } from '../../../services';
import { catalogueItemNotFound } from '../../shared/catalogue-views';
import { discardPicture } from '../../shared/profile-pictures';
import { inUseReason, type CatalogueKind } from './in-use';

export type LookupCatalogue = Exclude<CatalogueKind, 'package category'>;
type LookupRow = typeof lookups.$inferSelect;
type LookupChanges = Partial<Pick<LookupRow, 'nameEn' | 'nameAr' | 'tags' | 'sortOrder' | 'image'>>;

const ofKind = (kind: LookupCatalogue, id: string) => and(eq(lookups.id, id), eq(lookups.kind, kind));

/** Adds an item to the catalogue. */
export async function insertCatalogueItem(
  services: Services,
  kind: LookupCatalogue,
  values: LookupChanges & Pick<LookupRow, 'id' | 'nameEn' | 'nameAr'>,
): Promise<LookupRow> {
  const [row] = await services.database.db
    .insert(lookups)
    .values({ ...values, kind })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Changes the item `id` of the catalogue, or 404. */
export async function updateCatalogueItem(
  services: Services,
  kind: LookupCatalogue,
  id: string,
  changes: LookupChanges,
): Promise<LookupRow> {
  const [row] = await services.database.db.update(lookups).set(changes).where(ofKind(kind, id)).returning();
  if (!row) throw catalogueItemNotFound(kind);
  return row;
}

/**
 * Deletes the item `id` of the catalogue and its picture: 404 when there is
 * none, 409 saying where it is used while anything uses it. The item is locked
 * while its uses are counted, so a doctor given the speciality meanwhile waits
 * and then meets the deleted row (its key refuses it).
 */
export async function deleteCatalogueItem(services: Services, kind: LookupCatalogue, id: string): Promise<LookupRow> {
  const row = await services.database.db.transaction(async (tx) => {
    const [found] = await tx.select().from(lookups).where(ofKind(kind, id)).for('update');
    if (!found) throw catalogueItemNotFound(kind);
    const reason = await inUseReason(tx, kind, id);
    if (reason) throw conflict(reason);
    await tx.delete(lookups).where(eq(lookups.id, id));
    return found;
  });
  await discardPicture(services, row.image);
  return row;
}
