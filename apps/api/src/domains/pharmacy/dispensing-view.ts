// When and by which pharmacy a QR prescription was dispensed, as the contract's
// PrescriptionDispensing: on the pharmacy's answers and on QrPrescription (the
// doctor's and the patient's "Dispensed on … by …").
import type { pharmacies, prescriptionDispensings } from '../../db/schema';
import type { Schema } from '../../http/operation-types';

type DispensingRow = typeof prescriptionDispensings.$inferSelect;
type PharmacyRow = Pick<typeof pharmacies.$inferSelect, 'id' | 'name' | 'branchName'>;

/**
 * `{ dispensed }` for a prescription's dispensing and its pharmacy (the two
 * sides of a left join), or nothing when it has not been dispensed.
 */
export function dispensedOf(
  dispensing: DispensingRow | null,
  pharmacy: PharmacyRow | null,
): { dispensed?: Schema<'PrescriptionDispensing'> } {
  if (!dispensing || !pharmacy) return {};
  return {
    dispensed: {
      at: dispensing.dispensedAt.toISOString(),
      pharmacy: { _id: pharmacy.id, name: pharmacy.name, branchName: pharmacy.branchName },
    },
  };
}
