import { isSameMonth, parseDate, type CalendarDate } from '@internationalized/date';
import type { DayKey } from './zoned-time';

/**
 * The day keyboard focus starts on (the grid's one Tab stop) when a month is
 * shown: today when the month holds it, else the month's first day, which in
 * a later month is enabled (in a past month every day is).
 * Never the disabled 1st of this month.
 */
export function entryDay(inMonth: CalendarDate, todayKey: DayKey): CalendarDate {
  const today = parseDate(todayKey);
  return isSameMonth(inMonth, today) ? today : inMonth.set({ day: 1 });
}
