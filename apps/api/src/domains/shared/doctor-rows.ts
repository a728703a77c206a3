// Reading doctors for answers: their specialities' and hospital's names, the
// contact fields only the doctor's hospital sees, and checks of the lookup ids
// a doctor form sends.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { doctorSpecialities, hospitals, lookups, providers, type LookupKind } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { toDoctor } from './mappers';

type ProviderRow = typeof providers.$inferSelect;
export type DoctorAnswer = ReturnType<typeof toDoctor>;

/** The doctors of a page with their specialities' and hospitals' names, in two queries. */
export async function withNames(db: Db, rows: ProviderRow[]): Promise<DoctorAnswer[]> {
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
  // Grouped once: filtering the links per doctor was quadratic (500 doctors × their links).
  const specialitiesOf = new Map<string, (typeof links)[number]['lookup'][]>();
  for (const link of links) {
    const list = specialitiesOf.get(link.doctorId);
    if (list) list.push(link.lookup);
    else specialitiesOf.set(link.doctorId, [link.lookup]);
  }
  const homeOf = new Map(homes.map((home) => [home.id, home]));
  return rows.map((row) => toDoctor(row, specialitiesOf.get(row.id) ?? [], homeOf.get(row.hospitalId)));
}

/** One doctor with names; the row alone is not an answer. */
export async function doctorAnswer(db: Db, row: ProviderRow): Promise<DoctorAnswer> {
  const [answer] = await withNames(db, [row]);
  if (!answer) throw new Error('doctor answer missing');
  return answer;
}

/** A doctor by id, or 404 (a nurse's id is not a doctor). */
export async function loadDoctor(db: Db, id: string | undefined): Promise<ProviderRow> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.id, id ?? ''), eq(providers.kind, 'DOCTOR')));
  if (!row) throw notFound('Doctor not found');
  return row;
}

/** Whether the caller may see a doctor's contact fields: staff of the doctor's hospital, or an admin. */
export function seesContact(user: Claims | undefined, hospitalId: string): boolean {
  return user?.role === 'ADMIN' || (user !== undefined && user.hospitalId === hospitalId);
}

/** A doctor as the public site shows him: without his mobile number and sign-in e-mail. */
export function withoutContact(doctor: DoctorAnswer): Omit<DoctorAnswer, 'email' | 'mobile'> {
  const shown: Omit<DoctorAnswer, 'email' | 'mobile'> & Partial<Pick<DoctorAnswer, 'email' | 'mobile'>> = {
    ...doctor,
  };
  delete shown.email;
  delete shown.mobile;
  return shown;
}

const lookupFields: [field: 'gender' | 'country' | 'language', kind: LookupKind][] = [
  ['gender', 'gender'],
  ['country', 'country'],
  ['language', 'language'],
];

/**
 * Checks the lookup ids of a doctor form (400 naming the field) and returns
 * them as columns: gender, country, language, and the speciality ids.
 */
export async function doctorLookups(
  db: Db,
  body: { gender?: string; country?: string; language?: string; specialityId?: string[] },
) {
  const columns: { genderId?: string; countryId?: string; languageId?: string } = {};
  for (const [field, kind] of lookupFields) {
    const id = body[field];
    if (id === undefined) continue;
    const [row] = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.id, id), eq(lookups.kind, kind)));
    if (!row) throw badRequest(`${field} is not a known ${kind}`);
    columns[`${field}Id`] = id;
  }
  let specialityIds: string[] | undefined;
  if (body.specialityId !== undefined) {
    specialityIds = [...new Set(body.specialityId)];
    const known = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(inArray(lookups.id, specialityIds), eq(lookups.kind, 'speciality')));
    if (known.length !== specialityIds.length) throw badRequest('specialityId names an unknown speciality');
  }
  return { columns, specialityIds };
}
