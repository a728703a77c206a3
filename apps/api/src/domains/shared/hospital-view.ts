// A hospital in the contract's shape with the names of its insurances and
// add-on services: the public hospital list and the hospital's own profile.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type hospitals, lookups } from '../../db/schema';
import { toHospital } from './mappers';

type HospitalRow = typeof hospitals.$inferSelect;

/** Hospitals in the contract's shape, their insurances and add-on services with names (one query for all). */
export async function toNamedHospitals(db: Db, rows: HospitalRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [...r.insurances, ...r.services]))];
  const names =
    ids.length === 0
      ? []
      : await db
          .select({ id: lookups.id, nameEn: lookups.nameEn, nameAr: lookups.nameAr })
          .from(lookups)
          .where(inArray(lookups.id, ids));
  const byId = new Map(names.map((n) => [n.id, n]));
  const named = (id: string) => {
    const name = byId.get(id);
    return name ? { _id: id, name_en: name.nameEn, name_ar: name.nameAr } : { _id: id };
  };
  return rows.map((row) => ({
    ...toHospital(row),
    insurances: row.insurances.map(named),
    services: row.services.map(named),
  }));
}
