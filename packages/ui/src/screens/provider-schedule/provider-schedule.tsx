import type { ScheduleSlot } from '@aafiya/api-client';
import { useMemo, useRef, useState } from 'react';
import { SlotCalendar, type Slot, type SlotRange } from '../../components/slot-calendar';
import { useSlotFormatters } from '../../components/slot-calendar/slot-formatters';
import { localTimeZone } from '../../components/slot-calendar/zoned-time';
import { AppointmentDetailsDialog } from './appointment-details-dialog';

export interface ProviderScheduleProps {
  /** The provider's slots (of the months loaded so far). */
  slots: readonly ScheduleSlot[];
  loading?: boolean;
  /** A failed load: true for the calendar's message, or the message. */
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
  /**
   * Create Slots was submitted: one range, or every range of a repeat (one
   * request, all or nothing). A rejected promise keeps the dialog open.
   * Without it the schedule is read-only.
   */
  onCreateSlots?: (ranges: SlotRange[]) => unknown;
  /** "Delete Slot?" was confirmed for a free slot still to come. A rejected promise keeps the dialog open. */
  onDeleteSlot?: (slot: ScheduleSlot) => unknown;
  'aria-label'?: string;
  className?: string;
}

/**
 * A doctor's or nurse's schedule (000 §2.5 Schedule tab, §4; 001 §2 and §4):
 * the month calendar of slots, Create Slots on today and later days, "Delete
 * Slot?" on free slots still to come, and Appointment Details on bookings
 * still to come. TAKEN and past bookings are not clickable.
 */
export function ProviderSchedule({
  slots,
  loading,
  error,
  onRetry,
  now,
  timeZone: timeZoneProp,
  defaultMonth,
  onMonthChange,
  onCreateSlots,
  onDeleteSlot,
  'aria-label': ariaLabel,
  className,
}: ProviderScheduleProps) {
  const timeZone = useMemo(() => timeZoneProp ?? localTimeZone(), [timeZoneProp]);
  const formatters = useSlotFormatters(timeZone);
  const byId = useMemo(() => new Map(slots.map((slot) => [slot.id, slot])), [slots]);
  const [booking, setBooking] = useState<ScheduleSlot | null>(null);
  const opener = useRef<Element | null>(null);
  const full = (slot: Slot): ScheduleSlot => byId.get(slot.id) ?? slot;

  return (
    <div data-slot="provider-schedule" className={className}>
      <SlotCalendar
        slots={slots}
        {...(now ? { now } : {})}
        timeZone={timeZone}
        {...(defaultMonth ? { defaultMonth } : {})}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onMonthChange={onMonthChange}
        onCreateSlots={onCreateSlots}
        onDeleteSlot={onDeleteSlot && ((slot) => onDeleteSlot(full(slot)))}
        onOpenBooking={(slot) => {
          opener.current = document.activeElement;
          setBooking(full(slot));
        }}
        aria-label={ariaLabel}
      />
      <AppointmentDetailsDialog
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
    </div>
  );
}
