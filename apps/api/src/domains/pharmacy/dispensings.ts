// The pharmacy's prescriptions (#21): it scans a QR prescription's code (or
// types its reference), sees what the verification page shows plus the
// person's name and masked Emirates ID, dispenses it once, and lists what it
// dispensed. The access policy lets PHARMACY only call these.
import { eq } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { pharmacies, prescriptionDispensings } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { dayOf } from '../../time/zoned-day';
import { paperClock, paperDate } from '../doctor/doctor-papers';
import { pageRequestOf } from '../shared/paging';
import { dispensedPage, loadPharmacyPrescription } from './pharmacy-prescription-view';
import { PRESCRIPTION_NOT_VERIFIED, prescriptionNamed } from './prescription-reference';

/** The calling pharmacy's id (its account's referenceId), checked to name a pharmacy. */
async function callerPharmacy(db: Db, user: Claims | undefined): Promise<string> {
  if (user?.role !== 'PHARMACY') throw forbidden();
  const [row] = await db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, user.referenceId));
  if (!row) throw forbidden();
  return row.id;
}

/**
 * "This prescription was already dispensed on 20/11/2026 at 06:05 PM by Shifa
 * Pharmacy – Al Barsha 1" (ours; DD/MM/YYYY and hh:mm a of 001 §9, in the
 * caller's time zone; the pharmacy by its branch name).
 */
export function alreadyDispensedMessage(dispensed: { at: string; branchName: string }, timezone: string): string {
  const at = new Date(dispensed.at);
  return (
    `This prescription was already dispensed on ${paperDate(dayOf(at, timezone))} ` +
    `at ${paperClock(at, timezone, 'en')} by ${dispensed.branchName}`
  );
}

/** The prescription a scanned or typed reference names, or the one 404. */
async function scanned(services: Services, text: string) {
  const { id, reference } = prescriptionNamed(services, text);
  const prescription = await loadPharmacyPrescription(services.database.db, id, reference);
  if (!prescription) throw notFound(PRESCRIPTION_NOT_VERIFIED);
  return prescription;
}

export const dispensingHandlers = {
  /** The prescription a reference (or a whole /verify/ address) names, and whether it has been dispensed. */
  async scanPrescription({ body, user }, services) {
    await callerPharmacy(services.database.db, user);
    return { json: { data: await scanned(services, body.reference) } };
  },

  /**
   * Records that the caller's pharmacy dispensed the prescription. Once per
   * prescription: the table's key lets one insert through whatever the
   * timing; every other dispense gets 409 naming when and where.
   */
  async dispensePrescription({ body, user, timezone }, services) {
    const db = services.database.db;
    const pharmacyId = await callerPharmacy(db, user);
    const found = await scanned(services, body.reference);
    const inserted = await db
      .insert(prescriptionDispensings)
      .values({ prescriptionId: found._id, pharmacyId, dispensedAt: services.now() })
      .onConflictDoNothing()
      .returning({ id: prescriptionDispensings.prescriptionId });
    // Read again: ours when the insert went through, else whoever was first.
    const prescription = await loadPharmacyPrescription(db, found._id, found.reference);
    if (!prescription) throw notFound(PRESCRIPTION_NOT_VERIFIED);
    if (inserted.length === 0) {
      const dispensed = prescription.dispensed;
      if (!dispensed) throw notFound(PRESCRIPTION_NOT_VERIFIED); // its dispensing went with the prescription
      throw conflict(
        alreadyDispensedMessage({ at: dispensed.at, branchName: dispensed.pharmacy.branchName }, timezone),
      );
    }
    return { json: { data: prescription } };
  },

  /** What the caller's pharmacy dispensed, newest first, paged; `emiratesId` filters by the person's ID digits. */
  async listDispensedPrescriptions({ query, user }, services) {
    const db = services.database.db;
    const pharmacyId = await callerPharmacy(db, user);
    const data = await dispensedPage(
      db,
      { pharmacyId, emiratesId: query.emiratesId, paging: pageRequestOf({ page: query.page }) },
      (prescriptionId) => services.papers.sign('qr-prescription', prescriptionId),
    );
    return { json: { data } };
  },
} satisfies HandlerGroup;
