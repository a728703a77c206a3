// The public site's doctor directory: every doctor of an approved hospital,
// text search, speciality and filter search, and the doctor page. Public
// answers leave out the doctor's mobile number.
import { and, asc, count, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { doctorSpecialities, hospitals, lookups, providers } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { loadDoctor, seesContact, withNames, withoutContact, doctorAnswer } from '../shared/doctor-rows';
import { containsPattern, personMatches } from '../shared/paging';

/**
 * The public directory has no paging in the contract. Not shown in the
 * specification: answers are capped at this many doctors, enough for the
 * site's lists and a bound on the answer size.
 */
const DIRECTORY_LIMIT = 500;

/** Page size of the directory when the caller asks for a page (listAllDoctors' `page`). */
const DIRECTORY_PAGE_SIZE = 12;

const inDirectory = (where?: SQL) => and(eq(providers.kind, 'DOCTOR'), eq(hospitals.status, 'APPROVED'), where);

/** Doctors of approved hospitals matching `where`, by name, without contact fields. */
async function directory(db: Db, where?: SQL, window = { limit: DIRECTORY_LIMIT, offset: 0 }) {
  const rows = await db
    .select({ doctor: providers })
    .from(providers)
    .innerJoin(hospitals, eq(hospitals.id, providers.hospitalId))
    .where(inDirectory(where))
    .orderBy(asc(providers.firstName), asc(providers.lastName), asc(providers.id))
    .limit(window.limit)
    .offset(window.offset);
  return (
    await withNames(
      db,
      rows.map((r) => r.doctor),
    )
  ).map(withoutContact);
}

/** One page of 12 of the doctors matching `where`, and the paging fields. */
async function directoryPage(db: Db, where: SQL | undefined, page: number) {
  const [doctors, [{ total } = { total: 0 }]] = await Promise.all([
    directory(db, where, { limit: DIRECTORY_PAGE_SIZE, offset: page * DIRECTORY_PAGE_SIZE }),
    db
      .select({ total: count() })
      .from(providers)
      .innerJoin(hospitals, eq(hospitals.id, providers.hospitalId))
      .where(inDirectory(where)),
  ]);
  return {
    doctors,
    paging: { pageNumber: page, numberOfPages: Math.ceil(total / DIRECTORY_PAGE_SIZE), totalItems: total },
  };
}

/** The doctor has a speciality (joined with its lookup row) meeting `condition`. */
const hasSpeciality = (db: Db, condition: SQL | undefined) =>
  exists(
    db
      .select({ one: doctorSpecialities.doctorId })
      .from(doctorSpecialities)
      .innerJoin(lookups, eq(lookups.id, doctorSpecialities.specialityId))
      .where(and(eq(doctorSpecialities.doctorId, providers.id), condition)),
  );

const idList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length > 0 ? value.map(String) : undefined;

export const doctorDirectoryHandlers = {
  /** The specification's call (no `page`): the first 500. With `page`: pages of 12 with the paging fields. */
  async listAllDoctors({ query }, services) {
    const db = services.database.db;
    if (query.page === undefined) return { json: { data: { doctors: await directory(db) } } };
    const { doctors, paging } = await directoryPage(db, undefined, query.page);
    return { json: { data: { doctors, ...paging } } };
  },

  /** Name, e-mail or speciality (English or Arabic) containing the text, case-insensitive. */
  async searchAllDoctors({ params }, services) {
    const db = services.database.db;
    const text = params.text;
    const pattern = containsPattern(text);
    const speciality = hasSpeciality(db, or(ilike(lookups.nameEn, pattern), ilike(lookups.nameAr, pattern)));
    return { json: { data: await directory(db, or(personMatches(providers, text), speciality)) } };
  },

  async searchDoctorsBySpeciality({ params }, services) {
    const db = services.database.db;
    const id = params.id;
    const [speciality] = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.id, id), eq(lookups.kind, 'speciality')));
    if (!speciality) throw notFound('Speciality not found');
    return { json: { data: await directory(db, hasSpeciality(db, eq(lookups.id, id))) } };
  },

  /**
   * The public search filters: each non-empty list narrows the result; the
   * lists combine with AND. Without `page` the first 500, with it pages of 12
   * and the `paging` object.
   */
  async filterDoctors({ body, query }, services) {
    const db = services.database.db;
    const specialities = idList(body.checkedSpecialities);
    const types = idList(body.hospitalTypes) as ('HOSPITAL' | 'CLINIC')[] | undefined;
    const languages = idList(body.checkedLanguages);
    const countries = idList(body.checkedNationalities);
    const genders = idList(body.checkedGenders);
    const text = typeof body.text === 'string' && body.text.trim() !== '' ? body.text : undefined;
    const where = and(
      specialities ? hasSpeciality(db, inArray(lookups.id, specialities)) : undefined,
      types ? inArray(hospitals.type, types) : undefined,
      languages ? inArray(providers.languageId, languages) : undefined,
      countries ? inArray(providers.countryId, countries) : undefined,
      genders ? inArray(providers.genderId, genders) : undefined,
      text ? personMatches(providers, text) : undefined,
    );
    if (query.page === undefined) return { json: { data: await directory(db, where) } };
    const { doctors, paging } = await directoryPage(db, where, query.page);
    return { json: { data: doctors, paging } };
  },

  /**
   * The doctor page. Staff of the doctor's hospital and admins get his contact
   * fields; others do not, and see only doctors of approved hospitals.
   */
  async getDoctor({ params, user }, services) {
    const db = services.database.db;
    const doctor = await loadDoctor(db, params.id);
    if (seesContact(user, doctor.hospitalId)) return { json: { data: await doctorAnswer(db, doctor) } };
    const [hospital] = await db
      .select({ status: hospitals.status })
      .from(hospitals)
      .where(eq(hospitals.id, doctor.hospitalId));
    if (hospital?.status !== 'APPROVED') throw notFound('Doctor not found');
    return { json: { data: withoutContact(await doctorAnswer(db, doctor)) } };
  },
} satisfies HandlerGroup;
