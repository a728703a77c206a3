import { patients, users } from '../../db/schema';
import type { Db } from '../../db/database';
import { newId } from '../../ids';

type PatientRow = typeof patients.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** What a new patient brings: the registration form's fields, or the nurse's Add Patient. */
export interface NewPatient {
  /** Lower-cased by the caller. */
  email: string;
  passwordHash: string;
  /** True when no confirmation mail is needed (the nurse's patient sets a password through a mailed link). */
  emailVerified?: boolean;
  firstName: string;
  lastName: string;
  emiratesId: string;
  /** 'YYYY-MM-DD'. */
  birthday: string;
  gender: 'male' | 'female';
  location: string;
  /** +971 mobile. */
  phone: string;
  insurances?: string[];
  image?: string | null;
}

/**
 * A PATIENT account and its patient record, linked both ways (the user's
 * referenceId, the record's userId): self-registration and the nurse's Add
 * Patient. Run it inside the caller's transaction; a twin e-mail or Emirates ID
 * is refused by the unique indexes (409 through http/errors.ts).
 */
export async function insertPatientAccount(
  db: Db,
  patient: NewPatient,
): Promise<{ user: UserRow; patient: PatientRow }> {
  const patientId = newId();
  const userId = newId();
  const [user] = await db
    .insert(users)
    .values({
      id: userId,
      email: patient.email,
      passwordHash: patient.passwordHash,
      ...(patient.emailVerified ? { emailVerified: true } : {}),
      role: 'PATIENT',
      firstName: patient.firstName,
      lastName: patient.lastName,
      referenceId: patientId,
    })
    .returning();
  const [record] = await db
    .insert(patients)
    .values({
      id: patientId,
      userId,
      firstName: patient.firstName,
      lastName: patient.lastName,
      email: patient.email,
      emiratesId: patient.emiratesId,
      birthday: patient.birthday,
      gender: patient.gender,
      location: patient.location,
      phone: patient.phone,
      insurances: patient.insurances ?? [],
      image: patient.image ?? null,
    })
    .returning();
  if (!user || !record) throw new Error('insert returned nothing');
  return { user, patient: record };
}
