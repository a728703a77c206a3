// The patient's own account (002 §5 "Patient profile form", the dashboard's
// Account tab; #25): personal and contact details with an optional new
// password, the profile picture, and the account deletion request. The access
// policy lets a patient reach only his own record (x-scope `self`); an admin
// may correct the details (not the password, nor the e-mail: the holder's).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { patients, type users } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { PASSWORD_MISMATCH, credentialChanges, syncAccount } from '../hospital/staff/accounts';
import { hasChanges, textFields } from '../hospital/staff/fields';
import { toPatientRecord } from '../hospital/patients';
import { toUser } from '../shared/mappers';
import { discardPicture, replaceProfilePicture } from '../shared/profile-pictures';

type PatientRow = typeof patients.$inferSelect;
type UserRow = typeof users.$inferSelect;

async function load(db: Db, id: string): Promise<PatientRow> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  if (!row) throw notFound('Patient not found');
  return row;
}

async function save(db: Db, id: string, changes: Partial<PatientRow>): Promise<PatientRow> {
  const [row] = await db.update(patients).set(changes).where(eq(patients.id, id)).returning();
  if (!row) throw notFound('Patient not found');
  return row;
}

/**
 * The signed-in user the client keeps (the contract's User): the account with
 * the patient's own fields. A patient without an account (none is made that
 * way today) is answered from his record alone.
 */
function toPatientUser(account: UserRow | undefined, row: PatientRow) {
  return {
    ...(account
      ? toUser(account)
      : { _id: row.id, role: 'PATIENT' as const, firstName: row.firstName, lastName: row.lastName, email: row.email }),
    referenceId: row.id,
    points: row.points,
    insurances: row.insurances.map((id) => ({ _id: id })),
    birthday: row.birthday,
    gender: row.gender,
    location: row.location,
    phone: row.phone,
    accountDeletionRequest: row.accountDeletionRequest,
    ...(row.image ? { image: row.image } : {}),
  };
}

const TEXTS = ['firstName', 'lastName', 'location'] as const;

export const patientAccountHandlers = {
  /**
   * PUT /patients/{id}: the fields sent change (a blank name or location is
   * refused like a missing one). Password optional; when sent, the
   * confirmation must match ("Both password need to be the same", the text of
   * 'both_password_need_to_be_the_same'), it is hashed like every password
   * (argon2, auth/passwords.ts) and ends the sessions signed before. The
   * e-mail must be free (409 "This email is already registered"); a twin
   * Emirates ID is 409 too. Answer: the saved user (the client stores it).
   */
  async updatePatient({ params, body, user }, services) {
    const db = services.database.db;
    const record = await load(db, params.id);
    if (typeof body.password === 'string' && body.confirmPassword !== body.password) {
      throw badRequest(PASSWORD_MISMATCH);
    }
    const texts = textFields(body, TEXTS, ['location']);
    const credentials = await credentialChanges(db, { body, user }, 'PATIENT', record);
    const phone = body.phone ?? body.mobile;
    const changes = {
      ...texts,
      ...(body.birthday !== undefined ? { birthday: body.birthday } : {}),
      ...(body.gender !== undefined ? { gender: body.gender } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(body.emiratesId !== undefined ? { emiratesId: body.emiratesId } : {}),
      ...(body.insurances !== undefined ? { insurances: [...new Set(body.insurances)] } : {}),
      ...(credentials.email ? { email: credentials.email } : {}),
    };
    const answer = await db.transaction(async (tx) => {
      const [updated] = hasChanges(changes)
        ? await tx.update(patients).set(changes).where(eq(patients.id, record.id)).returning()
        : [record];
      if (!updated) throw notFound('Patient not found');
      const account = await syncAccount(tx, 'PATIENT', record, {
        firstName: texts.firstName,
        lastName: texts.lastName,
        ...credentials,
      });
      return toPatientUser(account, updated);
    });
    return { json: { message: 'patient profile updated', data: answer } };
  },

  /**
   * DELETE /patients/deactivateUser/{id}: the patient asks for his account to
   * be deleted, or (a second call) withdraws the request: the flag toggles in
   * one statement, and the answer carries its new value. The deletion itself is
   * the admin's (DELETE /patients/{id}, admin/patient-removal.ts), which ends
   * the sessions; what it removes and what the hospitals keep: README "Deleting
   * a patient's account".
   */
  async deactivatePatient({ params }, services) {
    const db = services.database.db;
    const [row] = await db
      .update(patients)
      .set({ accountDeletionRequest: sql`NOT ${patients.accountDeletionRequest}` })
      .where(eq(patients.id, params.id))
      .returning();
    if (!row) throw notFound('Patient not found');
    return { json: { data: toPatientRecord(row) } };
  },

  /** A new picture: jpeg only, at most 500 KB, judged by content (000 §5 "Profile picture"). */
  async uploadPatientProfilePicture({ params, files }, services) {
    const db = services.database.db;
    const record = await load(db, params.id);
    const updated = await replaceProfilePicture(
      services,
      { file: files.image, ownerUserId: record.userId, current: record.image },
      (url) => save(db, record.id, { image: url }),
    );
    return { json: { message: 'Profile picture updated', data: toPatientRecord(updated) } };
  },

  /** Removes the picture (its stored file too). */
  async deletePatientProfilePicture({ params }, services) {
    const db = services.database.db;
    const record = await load(db, params.id);
    const updated = await save(db, record.id, { image: null });
    await discardPicture(services, record.image);
    return { json: { message: 'Profile picture deleted', data: toPatientRecord(updated) } };
  },
} satisfies HandlerGroup;
