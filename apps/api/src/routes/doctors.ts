import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { doctorSpecialities, hospitals, lookups, providers, slots } from '../db/schema';
import { forbidden } from '../http/http-error';
import type { Handlers } from '../http/types';
import { toDoctor } from './mappers';
import { toSlot } from './slots';

/** The doctors of a page with their specialities' and hospitals' names, in two queries. */
async function withNames(db: Db, rows: (typeof providers.$inferSelect)[]) {
  const ids = rows.map((r) => r.id);
  const hospitalIds = [...new Set(rows.map((r) => r.hospitalId))];
  const [links, homes] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ doctorId: doctorSpecialities.doctorId, lookup: lookups })
            .from(doctorSpecialities)
            .innerJoin(lookups, eq(lookups.id, doctorSpecialities.specialityId))
            .where(inArray(doctorSpecialities.doctorId, ids))
            .orderBy(asc(lookups.nameEn)),
          db
            .select({ id: hospitals.id, name: hospitals.name, address: hospitals.address, image: hospitals.image })
            .from(hospitals)
            .where(inArray(hospitals.id, hospitalIds)),
        ]);
  return rows.map((row) =>
    toDoctor(
      row,
      links.filter((l) => l.doctorId === row.id).map((l) => l.lookup),
      homes.find((h) => h.id === row.hospitalId),
    ),
  );
}

/** Page size of staff lists (the specification leaves it to the server). */
export const PAGE_SIZE = 12;

export const doctorHandlers: Handlers = {
  /** One page of the caller's hospital's doctors (an admin: of the hospital in reference_id, or all). */
  async listDoctors({ query, user }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const hospitalId =
      user.role === 'ADMIN' ? (query.reference_id as string | undefined) : (user.hospitalId ?? undefined);
    if (user.role !== 'ADMIN' && !hospitalId) throw forbidden();
    const where = and(eq(providers.kind, 'DOCTOR'), hospitalId ? eq(providers.hospitalId, hospitalId) : undefined);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(providers).where(where);
    const getAll = query.getAll === true;
    const page = typeof query.page === 'number' ? query.page : 0;
    const rows = await db
      .select()
      .from(providers)
      .where(where)
      .orderBy(asc(providers.firstName), asc(providers.id))
      .limit(getAll ? Math.max(total, 1) : PAGE_SIZE)
      .offset(getAll ? 0 : page * PAGE_SIZE);
    return {
      json: {
        pageNumber: getAll ? 0 : page,
        numberOfPages: getAll ? 1 : Math.max(1, Math.ceil(total / PAGE_SIZE)),
        totalItems: total,
        doctors: await withNames(db, rows),
      },
    };
  },

  /** A doctor's slots, optionally within a time window (a month for the calendar). */
  async listDoctorSlots({ params, body, user }, services) {
    const db = services.database.db;
    const window = and(
      eq(slots.providerId, params.id ?? ''),
      typeof body.from === 'string' ? gte(slots.startAt, new Date(body.from)) : undefined,
      typeof body.to === 'string' ? lt(slots.startAt, new Date(body.to)) : undefined,
    );
    const rows = await db.select().from(slots).where(window).orderBy(asc(slots.startAt));
    // Patients see when a doctor is free or busy, never who booked.
    const redact = user?.role === 'PATIENT';
    return {
      json: {
        data: rows.map((row) => toSlot(row, 'DOCTOR', { withBooking: !redact || row.patientId === user.referenceId })),
      },
    };
  },
};
