// What the doctor's papers (report, sick leave, QR prescription) share: the appointment
// they are written at, the person they name, their dates and languages.
import { and, eq } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { familyMembers, patients, slots } from '../../db/schema';
import type { TreatmentType } from '../../db/schema-doctor-papers';
import { badRequest, forbidden, notFound } from '../../http/http-error';

type SlotRow = typeof slots.$inferSelect;

/**
 * The booked appointment `appointmentId` a paper is written at, checked
 * against the body that names it: it must be booked (a slot with a patient,
 * whatever its status: a paper may be written after End Treatment set TAKEN),
 * its patient must be `patientId` (400), its doctor the caller (403; the access
 * policy has already refused anyone else), and `doctorId`, when the body gives
 * one, the caller too (403: nobody writes a paper in another doctor's name).
 */
export async function paperAppointment(
  db: Db,
  user: Claims | undefined,
  body: { appointmentId: string; patientId: string; doctorId?: string | undefined },
): Promise<SlotRow> {
  if (!user) throw forbidden();
  if (body.doctorId !== undefined && body.doctorId !== user.referenceId)
    throw forbidden('You can only write papers in your own name');
  const [slot] = await db.select().from(slots).where(eq(slots.id, body.appointmentId));
  if (!slot?.patientId || slot.status === 'AVAILABLE') throw notFound('Appointment not found');
  if (slot.providerId !== user.referenceId) throw forbidden('This appointment is not assigned to you');
  if (slot.patientId !== body.patientId) throw badRequest("patientId must be the appointment's patient");
  return slot;
}

/** Whom a paper names: a name and an Emirates ID. */
export interface PaperPerson {
  firstName: string;
  lastName: string;
  emiratesId: string;
}

/**
 * The person a paper is about: the family member the appointment was booked
 * for, else the patient (the account holder, who owns the paper either way).
 * The specification is silent; a sick leave for a patient's child must name the
 * child. A paper whose appointment is gone names the patient.
 */
export async function paperPerson(db: Db, patientId: string, appointmentId: string | null): Promise<PaperPerson> {
  if (appointmentId) {
    const [member] = await db
      .select({
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        emiratesId: familyMembers.emiratesId,
      })
      .from(slots)
      .innerJoin(familyMembers, eq(familyMembers.id, slots.familyMemberId))
      .where(and(eq(slots.id, appointmentId), eq(familyMembers.patientId, patientId)));
    if (member) return member;
  }
  const [patient] = await db
    .select({ firstName: patients.firstName, lastName: patients.lastName, emiratesId: patients.emiratesId })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound('Patient not found');
  return patient;
}

/** "M. A." for Mariam Al Nuaimi: the first letter of the first and of the last name. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName]
    .map((name) => Array.from(name.trim())[0])
    .filter((letter): letter is string => letter !== undefined)
    .map((letter) => `${letter.toUpperCase()}.`)
    .join(' ');
}

/** "21/11/2026" from "2026-11-21" (the specification's DD/MM/YYYY). */
export function paperDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The languages a paper prints in (the download's `lang` query). */
export type PaperLanguage = 'en' | 'ar';

/** The treatment types as papers print them: the form's two options (001 §5), in the reader's language. */
export const treatmentTypeNames: Record<PaperLanguage, Record<TreatmentType, string>> = {
  en: { Medication: 'Medication', 'Skin Desease': 'Skin Desease' },
  ar: { Medication: 'علاج دوائي', 'Skin Desease': 'مرض جلدي' },
};

/** "10:00 AM" (12-hour, 001 §9) in the zone; Arabic papers say ص / م, with Latin digits. */
export function paperClock(instant: Date, timeZone: string, lang: PaperLanguage): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}
