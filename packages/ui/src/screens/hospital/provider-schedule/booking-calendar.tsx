import type { ScheduleSlot } from '@aafiya/api-client';
import { useMemo, useRef, useState } from 'react';
import { SlotCalendar, type Slot, type SlotRange } from '../../../components/slot-calendar';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import {
  AppointmentDetailsDialog,
  type AppointmentDetailsDialogProps,
  type AppointmentDetailsSlot,
} from './appointment-details-dialog';

/** What a calendar screen (a provider's schedule, a PCR calendar) passes on as it is. */
export interface BookingCalendarLoadProps {
  loading?: boolean;
  /** A failed load: true for the calendar's message, or the message (e.g. the server's). */
  error?: boolean | string;
  onRetry?: () => void;
  /** The present moment for the colour, click and creation rules. Default: the real now. */
  now?: Date;
  /** Time zone of the days and times. Default: the browser's. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  /** The shown month changed; gives its first day ('YYYY-MM-01'). */
  onMonthChange?: (firstDay: string) => void;
}

export interface BookingCalendarProps extends BookingCalendarLoadProps {
  /** The slots (of the months loaded so far). */
  slots: readonly AppointmentDetailsSlot[];
  /**
   * Create Slots was submitted: every 30-minute slot of the range and its
   * repeat (one request, all or nothing). A rejected promise keeps the dialog open.
   * Without it days do not open Create Slots.
   */
  onCreateSlots?: (ranges: SlotRange[]) => unknown;
  /** "Delete Slot?" was confirmed for a free slot still to come. A rejected promise keeps the dialog open. */
  onDeleteSlot?: (slot: ScheduleSlot) => unknown;
  /** What Appointment Details shows besides the defaults (the PCR calendars' Emirates ID and test label). */
  details?: Pick<
    AppointmentDetailsDialogProps,
    'showEmiratesId' | 'serviceLabel' | 'showDescription' | 'hospitalLabel'
  >;
  'aria-label'?: string;
}

/**
 * The month calendar of slots with the Appointment Details of a booking
 * still to come (001 §2 "Calendar of slots"). A clicked booking opens its
 * details with all the screen knows of it; closing them returns focus to the
 * slot that opened them.
 */
export function BookingCalendar({
  slots,
  now,
  timeZone: timeZoneProp,
  defaultMonth,
  onDeleteSlot,
  details,
  ...calendar
}: BookingCalendarProps) {
  const timeZone = useMemo(() => timeZoneProp ?? localTimeZone(), [timeZoneProp]);
  const formatters = useSlotFormatters(timeZone);
  const byId = useMemo(() => new Map(slots.map((slot) => [slot.id, slot])), [slots]);
  const [booking, setBooking] = useState<AppointmentDetailsSlot | null>(null);
  const opener = useRef<Element | null>(null);
  // The screen's own slot (with the patient's details) for the calendar's.
  const full = (slot: Slot): AppointmentDetailsSlot => byId.get(slot.id) ?? slot;

  return (
    <>
      <SlotCalendar
        {...calendar}
        slots={slots}
        {...(now ? { now } : {})}
        timeZone={timeZone}
        {...(defaultMonth ? { defaultMonth } : {})}
        onDeleteSlot={onDeleteSlot && ((slot) => onDeleteSlot(full(slot)))}
        onOpenBooking={(slot) => {
          opener.current = document.activeElement;
          setBooking(full(slot));
        }}
      />
      <AppointmentDetailsDialog
        {...details}
        slot={booking}
        timeZone={timeZone}
        formatters={formatters}
        onClose={() => {
          setBooking(null);
        }}
        onCloseAutoFocus={(event) => {
          // Back to the slot that opened it.
          event.preventDefault();
          if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        }}
      />
    </>
  );
}
