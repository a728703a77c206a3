import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { dayKeyOfDate, localTimeZone } from '../../lib/day-key';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day, 'YYYY-MM-DD'. */
export type DayKey = string;
/** A wall-clock time of day, 'HH:mm' (24-hour). */
export type WallTime = string;

export { localTimeZone };

/** The calendar day an instant falls on in a time zone (a string is read as dayjs reads it). */
export function dayKeyOf(instant: Date | number | string, timeZone: string): DayKey {
  return dayKeyOfDate(instant instanceof Date ? instant : dayjs(instant).toDate(), timeZone);
}

/** The wall-clock time of an instant in a time zone. */
export function wallTimeOf(instant: Date | number | string, timeZone: string): WallTime {
  return dayjs(instant).tz(timeZone).format('HH:mm');
}

/** The instant of a wall-clock time on a day in a time zone. */
export function instantAt(day: DayKey, time: WallTime, timeZone: string): Dayjs {
  return dayjs.tz(`${day} ${time}`, timeZone);
}

/** The day `count` days after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: DayKey, count: number): DayKey {
  return dayjs.utc(day).add(count, 'day').format('YYYY-MM-DD');
}

/** Day of the week of a calendar day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: DayKey): number {
  return dayjs.utc(day).day();
}
