// The booking calendar's slots (002 "Booking pages", §4 "Slot status for
// patients"): a provider's slots month by month, as a patient may read them
// (`POST /slots/all/doctor|nurse/{id}`, x-scope PATIENT any-redacted: other
// patients' bookings come without their patient), kept to what the patient
// may see.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { fetchProviderSlots, monthSlotWindow, providerSlotsKey, type ScheduleProvider } from '../../shared/slots';

type Schemas = components['schemas'];

/** A slot of the booking calendar. */
export interface BookingSlot {
  id: string;
  /** ISO date-times. */
  from: string;
  to: string;
  /** No status means free (000 §3). */
  status?: Schemas['SlotStatus'];
  /** Booked by the signed-in patient (for himself or a member of his family). */
  own: boolean;
  familyMemberId?: string;
  description?: string;
}

/**
 * What the patient sees of a listing, in start order: the free slots and his
 * own bookings (002 "Booking pages": "Only slots that are AVAILABLE, or BOOKED
 * by the current patient, are shown"). Spec choice: his own APPROVED and
 * TAKEN slots are shown too (§4 colours TAKEN blue; an approved booking is
 * still his and can be cancelled); other patients' bookings never are.
 */
export function toBookingSlots(body: { data: Schemas['Slot'][] }, patientId: string): BookingSlot[] {
  const shown: BookingSlot[] = [];
  for (const slot of body.data) {
    const own = patientId !== '' && slot.patientId?._id === patientId;
    const free = slot.status === undefined || slot.status === 'AVAILABLE';
    if (!free && !own) continue;
    const view: BookingSlot = { id: slot._id, from: slot.from, to: slot.to, own };
    if (slot.status) view.status = slot.status;
    if (own && slot.familyMemberId?._id) view.familyMemberId = slot.familyMemberId._id;
    if (own && slot.description) view.description = slot.description;
    shown.push(view);
  }
  return shown.sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
}

/**
 * The slots of the month of `day` ('YYYY-MM-DD') the patient `patientId` may
 * see. Shares its cache entry with the schedules' listing of the same month
 * (same key); the previous month stays shown while the next loads.
 */
export function useBookingSlots(provider: ScheduleProvider, day: string, patientId: string) {
  const api = useApi();
  const window = monthSlotWindow(day);
  const select = useCallback((body: { data: Schemas['Slot'][] }) => toBookingSlots(body, patientId), [patientId]);
  return useQuery({
    queryKey: providerSlotsKey(provider, window),
    queryFn: ({ signal }) => fetchProviderSlots(api, provider, window, signal),
    select,
    placeholderData: (previous) => previous,
  });
}
