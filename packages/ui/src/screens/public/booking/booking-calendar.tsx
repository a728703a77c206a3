import type { BookingSlot, FamilyMemberChoice } from '@aafiya/api-client';
import { useMemo, useState } from 'react';
import { SlotCalendar, type Slot } from '../../../components/slot-calendar';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf, localTimeZone } from '../../../components/slot-calendar/zoned-time';
import type { BookingCalendarLoadProps } from '../../hospital/provider-schedule/booking-calendar';
import { BookingFormDialog, type BookingFormValues, type BookingOutcome } from './booking-form-dialog';
import { OwnAppointmentDialog } from './own-appointment-dialog';

export interface PatientBookingCalendarProps extends BookingCalendarLoadProps {
  /** The free slots and the patient's own bookings (of the months loaded so far). */
  slots: readonly BookingSlot[];
  /** The patient's family members; none hides 'For someone else'. */
  familyMembers: readonly FamilyMemberChoice[];
  /** Books a free slot: 'booked', 'taken' (someone was quicker: the page says so), or rejects (the page says so). */
  onBook: (slot: BookingSlot, values: BookingFormValues) => Promise<BookingOutcome>;
  /** Cancels one of the patient's appointments still to come; rejects when it failed. */
  onCancel: (slot: BookingSlot) => Promise<void>;
  /** Downloads the .ics of the patient's appointment. */
  onAddToCalendar: (slot: BookingSlot) => void;
  'aria-label'?: string;
}

/**
 * The booking page's month calendar (002 "Booking pages", §4): the calendar
 * of the schedules (month view only, 900 px, the colour rules) showing the
 * free slots and the patient's own bookings. A free slot still to come opens
 * the booking form; the patient's own booking still to come opens it with
 * "Add to calendar" and "Cancel appointment"; past slots, ended bookings (red)
 * and treated ones (TAKEN, blue) do nothing.
 */
export function PatientBookingCalendar({
  slots,
  familyMembers,
  onBook,
  onCancel,
  onAddToCalendar,
  now,
  timeZone: timeZoneProp,
  defaultMonth,
  ...calendar
}: PatientBookingCalendarProps) {
  const timeZone = useMemo(() => timeZoneProp ?? localTimeZone(), [timeZoneProp]);
  const formatters = useSlotFormatters(timeZone);
  const byId = useMemo(() => new Map(slots.map((slot) => [slot.id, slot])), [slots]);
  // The slot a dialog is about, kept as it was when clicked (the calendar refetches under it).
  const [booking, setBooking] = useState<BookingSlot | null>(null);
  const [own, setOwn] = useState<BookingSlot | null>(null);
  // Whether the own appointment had not started when it was clicked (the API refuses to cancel it after).
  const [ownCancellable, setOwnCancellable] = useState(false);
  const whenOf = (slot: BookingSlot | null) =>
    slot
      ? `${formatters.formatDay(dayKeyOf(slot.from, timeZone))}, ${formatters.formatRange(new Date(slot.from), new Date(slot.to))}`
      : null;
  const full = (slot: Slot) => byId.get(slot.id);

  return (
    <>
      <SlotCalendar
        {...calendar}
        slots={slots}
        {...(now ? { now } : {})}
        timeZone={timeZone}
        {...(defaultMonth ? { defaultMonth } : {})}
        onOpenFreeSlot={(slot) => {
          setBooking(full(slot) ?? null);
        }}
        onOpenBooking={(slot) => {
          setOwn(full(slot) ?? null);
          setOwnCancellable(Date.parse(slot.from) > (now ?? new Date()).getTime());
        }}
      />
      <BookingFormDialog
        when={whenOf(booking)}
        familyMembers={familyMembers}
        onClose={() => {
          setBooking(null);
        }}
        onBook={(values) => (booking ? onBook(booking, values) : Promise.resolve('taken'))}
        onAddToCalendar={() => {
          if (booking) onAddToCalendar(booking);
        }}
      />
      <OwnAppointmentDialog
        when={whenOf(own)}
        memberName={familyMembers.find((member) => member.id === own?.familyMemberId)?.name}
        description={own?.description}
        cancellable={ownCancellable}
        onClose={() => {
          setOwn(null);
        }}
        onAddToCalendar={() => {
          if (own) onAddToCalendar(own);
        }}
        onCancel={async () => {
          if (own) await onCancel(own);
          setOwn(null);
        }}
      />
    </>
  );
}
