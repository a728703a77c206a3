// The public hospital search (002 "Hospital search page"): approved hospitals
// by text and by filters, in the database, by name; the indexes it uses are in
// migrations/0020_public_search.sql.
import { and, arrayOverlaps, asc, count, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { doctorSpecialities, hospitals, providers } from '../../db/schema';
import { containsPattern } from '../shared/paging';

type HospitalRow = typeof hospitals.$inferSelect;
type HospitalType = HospitalRow['type'];
type UaeState = HospitalRow['state'];

/**
 * Spec choice: the specification's calls have no paging; without `page` the
 * answer is capped at this many hospitals (as the doctor directory), enough
 * for the site's list and a bound on the answer size.
 */
export const HOSPITAL_LIMIT = 500;

/** Page size with the `page` parameter. */
export const HOSPITAL_PAGE_SIZE = 12;

/** The emirates by their English (stored) and Arabic names, so 'دبي' finds the hospitals of Dubai. */
const EMIRATES: readonly (readonly [UaeState, string])[] = [
  ['Dubai', 'دبي'],
  ['Abu Dhabi', 'أبوظبي أبو ظبي'],
  ['Sharjah', 'الشارقة'],
  ['Ajman', 'عجمان'],
  ['Ras Al Khaimah', 'رأس الخيمة'],
  ['Fujairah', 'الفجيرة'],
  ['Umm al-Quwain', 'أم القيوين'],
];

/** Lower case, and the alef with a hamza or madda written as a bare alef, as people often type it (ابوظبي). */
const folded = (text: string) => text.trim().toLowerCase().replace(/[أإآ]/g, 'ا');

/** The emirates whose English or Arabic name contains the text. */
function emiratesNamed(text: string): UaeState[] {
  const needle = folded(text);
  return EMIRATES.filter(
    ([english, arabic]) => folded(english).includes(needle) || folded(arabic).includes(needle),
  ).map(([english]) => english);
}

/** What a search asks for: the text and the filter groups (ids; an empty group is no filter). */
export interface HospitalQuery {
  text?: string | undefined;
  insurances?: string[] | undefined;
  addons?: string[] | undefined;
  types?: HospitalType[] | undefined;
  specialities?: string[] | undefined;
}

/** A hospital matches the text by its name or address (case-insensitive, any script) or its emirate's name. */
function textMatches(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const states = emiratesNamed(text);
  return or(
    ilike(hospitals.name, pattern),
    ilike(hospitals.address, pattern),
    states.length > 0 ? inArray(hospitals.state, states) : undefined,
  );
}

/**
 * A hospital has a speciality when one of its doctors has it: hospitals carry
 * no speciality list of their own in the data model (002 §3 gives them none).
 */
const hasSpeciality = (db: Db, ids: string[]) =>
  exists(
    db
      .select({ one: doctorSpecialities.doctorId })
      .from(doctorSpecialities)
      .innerJoin(providers, eq(providers.id, doctorSpecialities.doctorId))
      .where(
        and(
          eq(providers.hospitalId, hospitals.id),
          eq(providers.kind, 'DOCTOR'),
          inArray(doctorSpecialities.specialityId, ids),
        ),
      ),
  );

const some = <T>(list: T[] | undefined): list is T[] => list !== undefined && list.length > 0;

/**
 * Spec choice (002 gives the filter groups, not how they combine): within one
 * group any of the checked ids matches (insurance A or B), and every group
 * given must match (an insurance of the list and a type of the list and …),
 * as the doctor filter combines its groups. Only APPROVED hospitals are ever
 * listed.
 */
export function hospitalsWhere(db: Db, query: HospitalQuery): SQL | undefined {
  const text = query.text?.trim();
  return and(
    eq(hospitals.status, 'APPROVED'),
    text ? textMatches(text) : undefined,
    some(query.insurances) ? arrayOverlaps(hospitals.insurances, query.insurances) : undefined,
    some(query.addons) ? arrayOverlaps(hospitals.services, query.addons) : undefined,
    some(query.types) ? inArray(hospitals.type, query.types) : undefined,
    some(query.specialities) ? hasSpeciality(db, query.specialities) : undefined,
  );
}

/** The matching hospitals by name: the first HOSPITAL_LIMIT, or one page of 12 with the paging fields. */
export async function searchHospitalRows(
  db: Db,
  query: HospitalQuery,
  page?: number,
): Promise<{ rows: HospitalRow[]; paging?: { pageNumber: number; numberOfPages: number; totalItems: number } }> {
  const where = hospitalsWhere(db, query);
  const select = (limit: number, offset: number) =>
    db
      .select()
      .from(hospitals)
      .where(where)
      .orderBy(asc(hospitals.name), asc(hospitals.id))
      .limit(limit)
      .offset(offset);
  if (page === undefined) return { rows: await select(HOSPITAL_LIMIT, 0) };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    select(HOSPITAL_PAGE_SIZE, page * HOSPITAL_PAGE_SIZE),
    db.select({ total: count() }).from(hospitals).where(where),
  ]);
  return {
    rows,
    paging: { pageNumber: page, numberOfPages: Math.ceil(total / HOSPITAL_PAGE_SIZE), totalItems: total },
  };
}
