// DELETE /patients/{id} (000 §8 "Patient deleted successfully"): a hospital
// removes a patient from its list; an admin deletes the patient. The policy
// has checked the caller (a hospital only its own patients, an admin any).
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import { patientHospitals, patients, slots, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { discardPicture } from '../shared/profile-pictures';
import { anonymisePatient, hasClinicalRecords } from './patient-anonymisation';

type PatientRow = typeof patients.$inferSelect;

/** An upcoming appointment: booked or approved, starting later than now. */
const upcoming = (now: Date) => and(inArray(slots.status, ['BOOKED', 'APPROVED']), gt(slots.startAt, now));

/**
 * Spec choice: a patient's account, family and records are the patient's, and
 * a patient may be a patient of several hospitals; so a hospital's delete only
 * takes the patient off its list (a new booking there puts them back). While
 * the patient has an upcoming appointment there it is refused: the hospital's
 * staff open the patient's profile at that appointment.
 */
async function removeFromHospital(services: Services, patient: PatientRow, hospitalId: string) {
  await services.database.db.transaction(async (tx) => {
    const held = await tx
      .select({ id: slots.id })
      .from(slots)
      .where(and(eq(slots.patientId, patient.id), eq(slots.hospitalId, hospitalId), upcoming(services.now())))
      .for('update');
    if (held.length > 0) {
      throw conflict(
        'This patient has upcoming appointments at your hospital and stays on your list until they are over or cancelled',
      );
    }
    await tx
      .delete(patientHospitals)
      .where(and(eq(patientHospitals.patientId, patient.id), eq(patientHospitals.hospitalId, hospitalId)));
  });
}

/**
 * Spec choice: an admin deletes the patient (002: the confirmation of an
 * account deletion request). Always: the sign-in account goes (its sessions
 * end, its push tokens and mailed links go) and his upcoming booked
 * appointments are freed for other patients. When hospitals hold clinical
 * records of his visits, the record is anonymised (patient-anonymisation.ts);
 * otherwise it is deleted with his family members, claimed offers, promo codes
 * and picture (ON DELETE CASCADE in the SQL), and his past appointments stay in
 * the hospitals' history (finance) without a patient.
 */
async function deleteEverywhere(services: Services, patient: PatientRow) {
  if (patient.anonymisedAt) {
    throw conflict("This patient's personal data is already removed; the hospitals keep the clinical records");
  }
  const db = services.database.db;
  const now = services.now();
  await db.transaction(async (tx) => {
    await tx
      .update(slots)
      .set({ status: 'AVAILABLE', patientId: null, serviceId: null, familyMemberId: null, description: null })
      .where(and(eq(slots.patientId, patient.id), upcoming(now)));
    await tx
      .delete(users)
      .where(
        or(
          patient.userId ? eq(users.id, patient.userId) : undefined,
          and(eq(users.role, 'PATIENT'), eq(users.referenceId, patient.id)),
        ),
      );
    if (await hasClinicalRecords(tx, patient.id)) {
      await anonymisePatient(tx, patient.id, now);
    } else {
      await tx.delete(patients).where(eq(patients.id, patient.id));
    }
  });
  // His lab results' files are clinical records: a patient who has any is anonymised, and they stay.
  await discardPicture(services, patient.image);
}

function callerHospital(user: Claims | undefined): string | undefined {
  if (user?.role === 'ADMIN') return undefined;
  if (user?.role !== 'HOSPITAL' || !user.hospitalId) throw forbidden();
  return user.hospitalId;
}

export const patientRemovalHandlers = {
  async deletePatient({ params, user }, services) {
    const hospitalId = callerHospital(user);
    const [patient] = await services.database.db.select().from(patients).where(eq(patients.id, params.id));
    if (!patient) throw notFound('Patient not found');
    if (hospitalId) await removeFromHospital(services, patient, hospitalId);
    else await deleteEverywhere(services, patient);
    return { json: { message: 'Patient deleted successfully', data: { _id: patient.id } } };
  },
} satisfies HandlerGroup;
