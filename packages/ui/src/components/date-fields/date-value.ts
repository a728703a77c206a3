import { CalendarDate, type DateValue } from '@internationalized/date';
import dayjs from 'dayjs';

/**
 * Dates cross the component boundary as ISO calendar-date strings
 * ('YYYY-MM-DD', what dayjs and the API read). Any other string dayjs can parse
 * (e.g. '2030-01-15T10:00:00.000Z') is accepted on the way in and read as the
 * local calendar day.
 */
export type IsoDate = string;

/** The calendar date of an ISO (or dayjs-parsable) string; null when empty or invalid. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = dayjs(value);
    return date.isValid() && date.date() === day ? new CalendarDate(year, month, day) : null;
  }
  const date = dayjs(value);
  return date.isValid() ? new CalendarDate(date.year(), date.month() + 1, date.date()) : null;
}

/** The 'YYYY-MM-DD' string of a react-aria date value; null when empty. */
export function toIsoDate(value: DateValue | null | undefined): IsoDate | null {
  if (!value) return null;
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
}

/** 'DD/MM/YYYY', the product's display format, in both languages (Latin digits). */
export function formatDisplayDate(value: string | null | undefined): string {
  const date = toCalendarDate(value);
  return date ? dayjs(toIsoDate(date)).format('DD/MM/YYYY') : '';
}
