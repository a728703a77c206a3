import { useMemo } from 'react';
import { useDateFormatter } from 'react-aria';

export interface SlotFormatters {
  /** '09:00 AM' (12-hour hh:mm a, the spec's time format). */
  formatTime: (date: Date) => string;
  /** '09:00 – 09:30 AM'. */
  formatRange: (from: Date, to: Date) => string;
  /** 'Monday, 23 November 2026' of a 'YYYY-MM-DD' day. */
  formatDay: (day: string) => string;
}

/** Formatters in the active locale (react-aria's I18nProvider) and the calendar's time zone. */
export function useSlotFormatters(timeZone: string): SlotFormatters {
  const time = useDateFormatter({ hour: '2-digit', minute: '2-digit', hour12: true, timeZone });
  const day = useDateFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return useMemo(
    () => ({
      formatTime: (date) => time.format(date),
      formatRange: (from, to) => time.formatRange(from, to),
      formatDay: (key) => day.format(new Date(`${key}T00:00:00Z`)),
    }),
    [time, day],
  );
}
