import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hospitals, lookups } from '../db/schema';
import { notFound } from '../http/http-error';
import type { HandlerGroup } from '../http/types';
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

export const hospitalHandlers = {
  /** The caller's hospital (or, for an admin, any). Answered as `{ hospital }`, as the contract says. */
  async getHospital({ params }, services) {
    const db = services.database.db;
    const [row] = await db.select().from(hospitals).where(eq(hospitals.id, params.id));
    if (!row) throw notFound('Hospital not found');
    const [hospital] = await toNamedHospitals(db, [row]);
    if (!hospital) throw notFound('Hospital not found');
    return { json: { hospital } };
  },

  /** Every approved hospital, by name (the public site). */
  async listHospitals(_request, services) {
    const db = services.database.db;
    const rows = await db.select().from(hospitals).where(eq(hospitals.status, 'APPROVED')).orderBy(asc(hospitals.name));
    return { json: { data: await toNamedHospitals(db, rows) } };
  },
} satisfies HandlerGroup;
