import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MyCalendar } from './my-calendar';

export interface DoctorCalendarProps {
  /** The calendar: the connected schedule once the doctor's hospital is known, else the schedule in its loading or error state. */
  children: ReactNode;
  className?: string;
}

/**
 * /doctors (001 §2 "Calendar of slots"): the page around the doctor's own
 * month calendar, titled "Calendar". The calendar is the hospital area's
 * provider schedule (create slots on today and later days, "Delete Slot?",
 * Appointment Details of a booking), given the doctor as its provider.
 */
export function DoctorCalendar({ children, className }: DoctorCalendarProps) {
  const { t } = useTranslation('doctor');
  return (
    <MyCalendar title={t('calendarTitle')} className={className}>
      {children}
    </MyCalendar>
  );
}
