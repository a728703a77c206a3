// A hospital as the public site shows it (002 §3 "Hospital (public)").
import type { Db } from '../../db/database';
import type { hospitals } from '../../db/schema';
import { toNamedHospitals } from '../shared/hospital-view';

type HospitalRow = typeof hospitals.$inferSelect;
type NamedHospital = Awaited<ReturnType<typeof toNamedHospitals>>[number];
type PrivateField = 'tradeLicenseNo' | 'issueDate' | 'expiryDate' | 'phoneNo' | 'email' | 'status';
export type PublicHospital = Omit<NamedHospital, PrivateField>;

/**
 * Hospitals with their insurances' and add-ons' names, without the trade
 * licence (number and dates), the account's e-mail and phone number, or the
 * approval status (every public hospital is approved). Spec choice: 002's
 * public hospital has no phone or e-mail, and the ones a hospital registers
 * with belong to its account (sign-in, password reset), so they are not
 * published.
 */
export async function toPublicHospitals(db: Db, rows: HospitalRow[]): Promise<PublicHospital[]> {
  return (await toNamedHospitals(db, rows)).map((hospital) => {
    const shown: PublicHospital & Partial<Pick<NamedHospital, PrivateField>> = { ...hospital };
    delete shown.tradeLicenseNo;
    delete shown.issueDate;
    delete shown.expiryDate;
    delete shown.phoneNo;
    delete shown.email;
    delete shown.status;
    return shown;
  });
}
