import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { doctorSpecialities, providers } from '../../../db/schema';
import { notFound } from '../../../http/http-error';
import type { HandlerGroup } from '../../../http/types';
import { newId } from '../../../ids';
import { doctorAnswer, doctorLookups, loadDoctor, withNames } from '../../shared/doctor-rows';
import { toUser } from '../../shared/mappers';
import { replaceProfilePicture, discardPicture } from '../../shared/profile-pictures';
import { removeProvider } from './provider-removal';
import {
  assertEmailFree,
  callerHospital,
  createStaffAccount,
  credentialChanges,
  listHospital,
  sendSetPasswordMail,
  syncAccount,
} from './accounts';
import { hasChanges, textFields } from './fields';
import { pageInfoOf, pageRequestOf, personMatches, windowOf, type PageQuery } from '../../shared/paging';

/** One page of a hospital's doctors (every hospital's for an admin without reference_id), optionally searched. */
async function doctorPage(db: Db, query: PageQuery, hospitalId: string | undefined, text?: string) {
  const where = and(
    eq(providers.kind, 'DOCTOR'),
    hospitalId ? eq(providers.hospitalId, hospitalId) : undefined,
    text === undefined ? undefined : personMatches(providers, text),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(providers).where(where);
  const paging = pageRequestOf(query);
  const { limit, offset } = windowOf(paging, total);
  const rows = await db
    .select()
    .from(providers)
    .where(where)
    .orderBy(asc(providers.firstName), asc(providers.lastName), asc(providers.id))
    .limit(limit)
    .offset(offset);
  return { ...pageInfoOf(paging, total), doctors: await withNames(db, rows) };
}

export const doctorHandlers = {
  /** One page of the caller's hospital's doctors (an admin: of the hospital in reference_id, or all). */
  async listDoctors(request, services) {
    const hospitalId = listHospital(request.user, request.query.reference_id);
    return { json: await doctorPage(services.database.db, request.query, hospitalId) };
  },

  /** The hospital's doctors whose name or e-mail contains the text (case-insensitive), paged. */
  async searchHospitalDoctors(request, services) {
    const hospitalId = listHospital(request.user);
    return { json: await doctorPage(services.database.db, request.query, hospitalId, request.params.text) };
  },

  /**
   * ADD DOCTOR: the doctor joins the calling hospital with a sign-in account
   * (role DOCTOR, no password yet) and is mailed a link to set a password.
   */
  async createDoctor({ body, user }, services) {
    const hospitalId = callerHospital(user);
    const db = services.database.db;
    const email = body.email.toLowerCase();
    await assertEmailFree(db, email);
    const texts = textFields(body, ['firstName', 'lastName', 'mobile', 'experience', 'about'] as const, ['experience']);
    const { columns, specialityIds = [] } = await doctorLookups(db, body);
    const firstName = texts.firstName ?? '';
    const lastName = texts.lastName ?? '';
    const { doctor, account } = await db.transaction(async (tx) => {
      const id = newId();
      const account = await createStaffAccount(tx, {
        role: 'DOCTOR',
        email,
        firstName,
        lastName,
        referenceId: id,
        hospitalId,
      });
      const [doctor] = await tx
        .insert(providers)
        .values({
          id,
          kind: 'DOCTOR',
          hospitalId,
          userId: account.id,
          email,
          ...texts,
          firstName,
          lastName,
          ...columns,
        })
        .returning();
      if (!doctor) throw new Error('insert returned nothing');
      await tx.insert(doctorSpecialities).values(specialityIds.map((specialityId) => ({ doctorId: id, specialityId })));
      return { doctor, account };
    });
    await sendSetPasswordMail(services, account, hospitalId);
    return { status: 201, json: { data: await doctorAnswer(db, doctor) } };
  },

  /**
   * The hospital's EDIT form (its e-mail is read-only: a changed e-mail is
   * ignored), or the doctor's own profile and account forms (he may change
   * his e-mail and password). The account follows the record.
   */
  async updateDoctor({ params, body, user }, services) {
    const db = services.database.db;
    const doctor = await loadDoctor(db, params.id);
    const texts = textFields(body, ['firstName', 'lastName', 'mobile', 'experience', 'about'] as const, ['experience']);
    const { columns, specialityIds } = await doctorLookups(db, body);
    const credentials = await credentialChanges(db, { body, user }, 'DOCTOR', doctor);
    const changes = { ...texts, ...columns, ...(credentials.email ? { email: credentials.email } : {}) };
    const { updated, account } = await db.transaction(async (tx) => {
      const [updated] = hasChanges(changes)
        ? await tx.update(providers).set(changes).where(eq(providers.id, doctor.id)).returning()
        : [doctor];
      if (!updated) throw notFound('Doctor not found');
      if (specialityIds) {
        await tx.delete(doctorSpecialities).where(eq(doctorSpecialities.doctorId, doctor.id));
        await tx
          .insert(doctorSpecialities)
          .values(specialityIds.map((specialityId) => ({ doctorId: doctor.id, specialityId })));
      }
      const account = await syncAccount(tx, 'DOCTOR', doctor, {
        firstName: texts.firstName,
        lastName: texts.lastName,
        ...credentials,
      });
      return { updated, account };
    });
    // A demo doctor may have no account; the answer then describes the account he would have.
    const userAnswer = account
      ? toUser(account)
      : {
          _id: updated.id,
          role: 'DOCTOR' as const,
          firstName: updated.firstName,
          lastName: updated.lastName,
          email: updated.email,
          referenceId: updated.id,
        };
    return { json: { data: { doctor: await doctorAnswer(db, updated), user: userAnswer } } };
  },

  /** Deletes a doctor with his account and free slots; refused (409) while he has upcoming appointments. */
  async deleteDoctor({ params }, services) {
    const doctor = await loadDoctor(services.database.db, params.id);
    await removeProvider(services, doctor, 'doctor');
    return { json: { message: 'Doctor deleted successfully', data: { _id: doctor.id } } };
  },

  async uploadDoctorProfilePicture({ params, files }, services) {
    const db = services.database.db;
    const doctor = await loadDoctor(db, params.id);
    const updated = await replaceProfilePicture(
      services,
      { file: files.image, ownerUserId: doctor.userId, current: doctor.image },
      async (url) => (await db.update(providers).set({ image: url }).where(eq(providers.id, doctor.id)).returning())[0],
    );
    if (!updated) throw notFound('Doctor not found');
    return { json: { message: 'Profile picture updated', data: await doctorAnswer(db, updated) } };
  },

  async deleteDoctorProfilePicture({ params }, services) {
    const db = services.database.db;
    const doctor = await loadDoctor(db, params.id);
    const [updated] = await db.update(providers).set({ image: null }).where(eq(providers.id, doctor.id)).returning();
    if (!updated) throw notFound('Doctor not found');
    await discardPicture(services, doctor.image);
    return { json: { message: 'Profile picture deleted', data: await doctorAnswer(db, updated) } };
  },
} satisfies HandlerGroup;
