// The admin's confirmation of a patient's account deletion when hospitals hold
// clinical records of his visits (#25 item 8; README "The patient's own records
// and privacy"). The privacy policy promises that personal data goes "except
// health records and data we must keep"; the hospitals must keep each visit's
// papers with the identity they belong to. So the record is anonymised, not
// deleted: what identifies the person to the hospitals stays, what reaches him
// or serves only his account goes.
import { and, eq, exists, isNotNull, lte, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  doctorReports,
  familyMembers,
  hospitalCodes,
  labRequests,
  nurseReports,
  patients,
  qrPrescriptions,
  rewards,
  sickLeaves,
  slots,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when any hospital holds a clinical paper of the patient (his own visits or his family members'). */
export async function hasClinicalRecords(db: Db | Tx, patientId: string): Promise<boolean> {
  const held = [doctorReports, nurseReports, sickLeaves, qrPrescriptions, labRequests].map((table) =>
    exists(db.select({ one: table.id }).from(table).where(eq(table.patientId, patientId))),
  );
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), or(...held)));
  return row !== undefined;
}

/** The address an anonymised record carries: unique, and `.invalid` (RFC 2606) can never receive mail. */
export const anonymisedEmail = (patientId: string) => `removed-${patientId}@aafiya.invalid`;

/**
 * Kept: first and last name, Emirates ID, birthday, gender, vitals, allergies
 * and diseases (the identity and the medical facts the papers rest on), the
 * past visits with their papers, the hospitals' lists, and the family members
 * a past visit was for (their names and Emirates IDs; not their phones).
 * Removed: the sign-in account (the caller deletes it: sessions, push tokens,
 * mailed links), e-mail, phone, address, insurances, picture, points, claimed
 * offers, promo codes and the other family members. The Emirates ID stays
 * unique only among live records, so the person may register again; the new
 * account does not see the old record.
 */
export async function anonymisePatient(tx: Tx, patientId: string, now: Date): Promise<void> {
  await tx.delete(rewards).where(eq(rewards.patientId, patientId));
  await tx.delete(hospitalCodes).where(eq(hospitalCodes.patientId, patientId));
  // The members a past visit (kept in the hospitals' history) was for stay, without their phones.
  const ofPatient = eq(familyMembers.patientId, patientId);
  await tx.delete(familyMembers).where(and(ofPatient, notExists(pastVisitOfMember(tx, now))));
  await tx.update(familyMembers).set({ phoneNo: '' }).where(ofPatient);
  await tx
    .update(patients)
    .set({
      userId: null,
      email: anonymisedEmail(patientId),
      phone: '',
      location: '',
      insurances: [],
      points: 0,
      image: null,
      accountDeletionRequest: false,
      anonymisedAt: now,
    })
    .where(eq(patients.id, patientId));
}

/** A past visit of the family member of the enclosing query's row (a correlated subquery). */
function pastVisitOfMember(tx: Tx, now: Date) {
  return tx
    .select({ one: slots.id })
    .from(slots)
    .where(and(eq(slots.familyMemberId, familyMembers.id), lte(slots.startAt, now), isNotNull(slots.patientId)));
}
