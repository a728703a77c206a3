// Nurses and technicians: providers of kind NURSE whose nurse_type is the
// contract's Nurse.type.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { providers } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/http-error';
import type { HandlerGroup } from '../../../http/types';
import { newId } from '../../../ids';
import { discardPicture, replaceProfilePicture } from '../../shared/profile-pictures';
import { removeProvider } from './provider-removal';
import {
  assertEmailFree,
  callerHospital,
  createStaffAccount,
  credentialChanges,
  isSelf,
  listHospital,
  sendSetPasswordMail,
  syncAccount,
} from './accounts';
import { hasChanges, textFields } from './fields';
import { pageInfoOf, pageRequestOf, personMatches, windowOf, type PageQuery } from '../../shared/paging';

type ProviderRow = typeof providers.$inferSelect;

const NURSE_TEXTS = ['firstName', 'lastName', 'mobile', 'speciality', 'description', 'experience'] as const;

export function toNurse(row: ProviderRow) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    type: row.nurseType ?? 'Nurse',
    ...(row.mobile ? { mobile: row.mobile } : {}),
    ...(row.image ? { image: row.image } : {}),
    ...(row.speciality ? { speciality: row.speciality } : {}),
    ...(row.description ? { description: row.description } : {}),
    ...(row.experience ? { experience: row.experience } : {}),
    hospitalId: { _id: row.hospitalId },
  };
}

/** A nurse or technician by id, or 404 (a doctor's id is not a nurse). */
async function loadNurse(db: Db, id: string | undefined): Promise<ProviderRow> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.id, id ?? ''), eq(providers.kind, 'NURSE')));
  if (!row) throw notFound('Nurse not found');
  return row;
}

async function nursePage(db: Db, query: PageQuery, hospitalId: string | undefined, text?: string) {
  const where = and(
    eq(providers.kind, 'NURSE'),
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
  return { data: { ...pageInfoOf(paging, total), nurses: rows.map(toNurse) } };
}

export const nurseHandlers = {
  async listNurses(request, services) {
    return { json: await nursePage(services.database.db, request.query, listHospital(request.user)) };
  },

  /** The hospital's nurses and technicians whose name or e-mail contains the text (case-insensitive), paged. */
  async searchNurses(request, services) {
    const hospitalId = listHospital(request.user);
    return { json: await nursePage(services.database.db, request.query, hospitalId, request.params.text) };
  },

  /** ADD NURSE/TECHNICIAN, with a sign-in account (role NURSE) and a mailed link to set its password. */
  async createNurse({ body, user }, services) {
    const hospitalId = callerHospital(user);
    const db = services.database.db;
    const email = body.email.toLowerCase();
    await assertEmailFree(db, email);
    const texts = textFields(body, NURSE_TEXTS);
    const firstName = texts.firstName ?? '';
    const lastName = texts.lastName ?? '';
    const { nurse, account } = await db.transaction(async (tx) => {
      const id = newId();
      const account = await createStaffAccount(tx, {
        role: 'NURSE',
        email,
        firstName,
        lastName,
        referenceId: id,
        hospitalId,
      });
      const [nurse] = await tx
        .insert(providers)
        .values({
          id,
          kind: 'NURSE',
          nurseType: body.type,
          hospitalId,
          userId: account.id,
          email,
          ...texts,
          firstName,
          lastName,
        })
        .returning();
      if (!nurse) throw new Error('insert returned nothing');
      return { nurse, account };
    });
    await sendSetPasswordMail(services, account, hospitalId);
    return { status: 201, json: { data: toNurse(nurse) } };
  },

  async getNurse({ params }, services) {
    return { json: { data: toNurse(await loadNurse(services.database.db, params.id)) } };
  },

  /**
   * The hospital's EDIT form (e-mail read-only: a changed e-mail is ignored)
   * or the nurse's own account form (e-mail and password too). Whether
   * someone works as a nurse or a technician is the hospital's decision.
   */
  async updateNurse({ params, body, user }, services) {
    const db = services.database.db;
    const nurse = await loadNurse(db, params.id);
    const type = body.type;
    if (type && type !== nurse.nurseType && isSelf(user, 'NURSE', nurse.id)) {
      throw forbidden('Only the hospital can change whether you work as a nurse or a technician');
    }
    const texts = textFields(body, NURSE_TEXTS);
    const credentials = await credentialChanges(db, { body, user }, 'NURSE', nurse);
    const changes = {
      ...texts,
      ...(type ? { nurseType: type } : {}),
      ...(credentials.email ? { email: credentials.email } : {}),
    };
    const updated = await db.transaction(async (tx) => {
      const [updated] = hasChanges(changes)
        ? await tx.update(providers).set(changes).where(eq(providers.id, nurse.id)).returning()
        : [nurse];
      await syncAccount(tx, 'NURSE', nurse, { firstName: texts.firstName, lastName: texts.lastName, ...credentials });
      return updated;
    });
    if (!updated) throw notFound('Nurse not found');
    return { json: { message: 'Successfully updated', data: toNurse(updated) } };
  },

  /** Deletes a nurse or technician with the account and free slots; refused (409) while appointments are ahead. */
  async deleteNurse({ params }, services) {
    const nurse = await loadNurse(services.database.db, params.id);
    await removeProvider(services, nurse, 'nurse');
    return { json: { message: 'Nurse deleted successfully', data: { _id: nurse.id } } };
  },

  async uploadNurseProfilePicture({ params, files }, services) {
    const db = services.database.db;
    const nurse = await loadNurse(db, params.id);
    const updated = await replaceProfilePicture(
      services,
      { file: files.image, ownerUserId: nurse.userId, current: nurse.image },
      async (url) => (await db.update(providers).set({ image: url }).where(eq(providers.id, nurse.id)).returning())[0],
    );
    if (!updated) throw notFound('Nurse not found');
    return { json: { message: 'Profile picture updated', data: toNurse(updated) } };
  },

  async deleteNurseProfilePicture({ params }, services) {
    const db = services.database.db;
    const nurse = await loadNurse(db, params.id);
    const [updated] = await db.update(providers).set({ image: null }).where(eq(providers.id, nurse.id)).returning();
    if (!updated) throw notFound('Nurse not found');
    await discardPicture(services, nurse.image);
    return { json: { message: 'Profile picture deleted', data: toNurse(updated) } };
  },
} satisfies HandlerGroup;
