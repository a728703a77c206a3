import type { ScheduleSlot } from '@aafiya/api-client';
import { BookingCalendar, type BookingCalendarProps } from './booking-calendar';

export interface ProviderScheduleProps extends Omit<BookingCalendarProps, 'slots' | 'details'> {
  /** The provider's slots (of the months loaded so far). */
  slots: readonly ScheduleSlot[];
  className?: string;
}

/**
 * A doctor's or nurse's schedule (000 §2.5 Schedule tab, §4; 001 §2 and §4):
 * the month calendar of slots, Create Slots on today and later days, "Delete
 * Slot?" on free slots still to come, and Appointment Details on bookings
 * still to come. TAKEN and past bookings are not clickable. Without
 * `onCreateSlots` the schedule is read-only.
 */
export function ProviderSchedule({ className, ...calendar }: ProviderScheduleProps) {
  return (
    <div data-slot="provider-schedule" className={className}>
      <BookingCalendar {...calendar} />
    </div>
  );
}
