import { useState } from 'react';
import { dayKeyOf, localTimeZone } from '../../../components/slot-calendar/zoned-time';

export interface CalendarMonthOptions {
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date | undefined;
  /** Default: the browser's time zone. */
  timeZone?: string | undefined;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string | undefined;
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * The month a connected calendar loads ('YYYY-MM-01'), and the props that
 * show the calendar on it and follow it to the month the user moves to.
 */
export function useCalendarMonth({ now, timeZone, defaultMonth }: CalendarMonthOptions) {
  const [month, setMonth] = useState(() =>
    monthOf(defaultMonth ?? dayKeyOf(now ?? new Date(), timeZone ?? localTimeZone())),
  );
  const calendar = {
    ...(now ? { now } : {}),
    ...(timeZone ? { timeZone } : {}),
    defaultMonth: month,
    onMonthChange: setMonth,
  };
  return { month, calendar };
}
