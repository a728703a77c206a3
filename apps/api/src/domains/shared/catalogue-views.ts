// The catalogues as the contract answers them (002 §3): the public reads and
// the admin's create and update answer the same shapes.
import { and, eq } from 'drizzle-orm';
import { lookups, type LookupKind, type packageCategories } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { Services } from '../../services';
import { toLookup } from './mappers';

type LookupRow = typeof lookups.$inferSelect;
type PackageCategoryRow = typeof packageCategories.$inferSelect;

/** A speciality: names, search tags, sort order and logo (the last three when it has them). */
export function toSpeciality(row: LookupRow) {
  return {
    ...toLookup(row),
    ...(row.tags === null ? {} : { tags: row.tags }),
    ...(row.sortOrder === null ? {} : { order: row.sortOrder }),
    ...(row.image ? { logo: row.image } : {}),
  };
}

/** An insurance: names and logo. */
export function toInsurance(row: LookupRow) {
  return { ...toLookup(row), ...(row.image ? { logo: row.image } : {}) };
}

/** A package category: names and image. */
export function toPackageCategory(row: PackageCategoryRow) {
  return { _id: row.id, name_en: row.nameEn, name_ar: row.nameAr, ...(row.image ? { image: row.image } : {}) };
}

/** 404 for a missing item of a catalogue: "Speciality not found". */
export const catalogueItemNotFound = (kind: string) =>
  notFound(`${kind.charAt(0).toUpperCase()}${kind.slice(1)} not found`);

/** The item `id` of a catalogue kept in `lookups`, or 404 ("Speciality not found"). */
export async function findCatalogueItem(services: Services, kind: LookupKind, id: string): Promise<LookupRow> {
  const [row] = await services.database.db
    .select()
    .from(lookups)
    .where(and(eq(lookups.id, id), eq(lookups.kind, kind)));
  if (!row) throw catalogueItemNotFound(kind);
  return row;
}
