import type { slots } from '../../../db/schema';

type SlotRow = typeof slots.$inferSelect;

/**
 * A slot in the contract's shape. Without `withBooking` (what another patient
 * may see) it tells when the slot is and whether it is free, never who booked
 * it or why.
 */
export function toSlot(row: SlotRow, providerKind: 'DOCTOR' | 'NURSE', options: { withBooking?: boolean } = {}) {
  const booking = options.withBooking ?? true;
  return {
    _id: row.id,
    from: row.startAt.toISOString(),
    to: row.endAt.toISOString(),
    status: row.status,
    hospitalId: { _id: row.hospitalId },
    ...(providerKind === 'DOCTOR'
      ? { doctorId: { _id: row.providerId } }
      : { nurseId: { _id: row.providerId }, type: 'NURSE' }),
    ...(booking && row.patientId ? { patientId: { _id: row.patientId } } : {}),
    ...(booking && row.serviceId ? { serviceId: { _id: row.serviceId } } : {}),
    ...(booking && row.familyMemberId ? { familyMemberId: { _id: row.familyMemberId } } : {}),
    ...(booking && row.description ? { description: row.description } : {}),
  };
}
