// DELETE /patients/{id} (000 §8 "Patient deleted successfully"): a hospital
// removes a patient from its list; an admin deletes the patient. The policy
// has checked the caller (a hospital only its own patients, an admin any).
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { labRequests, patientHospitals, patients, slots, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { discardPicture } from '../shared/profile-pictures';

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
 * Spec choice: an admin deletes the patient altogether: the sign-in account
 * (its sessions end, its link and push tokens go), family members, claimed
 * offers, promo codes, papers, lab requests with their result files (ON DELETE
 * CASCADE in the SQL). Upcoming booked appointments are freed for other
 * patients; past ones stay in the hospitals' history (finance) without a patient.
 */
async function deleteEverywhere(services: Services, patient: PatientRow) {
  const db = services.database.db;
  const files = await resultFiles(db, patient.id);
  await db.transaction(async (tx) => {
    await tx
      .update(slots)
      .set({ status: 'AVAILABLE', patientId: null, serviceId: null, familyMemberId: null, description: null })
      .where(and(eq(slots.patientId, patient.id), upcoming(services.now())));
    await tx.delete(patients).where(eq(patients.id, patient.id));
    await tx
      .delete(users)
      .where(
        or(
          patient.userId ? eq(users.id, patient.userId) : undefined,
          and(eq(users.role, 'PATIENT'), eq(users.referenceId, patient.id)),
        ),
      );
  });
  for (const url of [patient.image, ...files]) await discardPicture(services, url);
}

/** The uploaded result PDFs of the patient's lab requests. */
async function resultFiles(db: Db, patientId: string): Promise<string[]> {
  const rows = await db
    .select({ tests: labRequests.tests })
    .from(labRequests)
    .where(eq(labRequests.patientId, patientId));
  return rows.flatMap((row) => row.tests.flatMap((test) => (test.file ? [test.file] : [])));
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
