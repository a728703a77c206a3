import { formatDisplayDate } from '../../components/date-fields/date-value';
import { dayKeyOfDate } from '../../lib/day-key';

/** An instant as the product shows dates (DD/MM/YYYY), on its calendar day in a time zone. */
export function displayDateOf(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(dayKeyOfDate(date, timeZone));
}
