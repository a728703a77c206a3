import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { toCalendarDate, toIsoDate, type IsoDate } from './date-value';
import { halfHourTimes, type HalfHourTime } from './half-hour-times';

/**
 * A slot's From and To as local date-times, 'YYYY-MM-DDTHH:mm' (dayjs reads
 * them; send `dayjs(from).toISOString()` to the API). Null while not chosen.
 */
export interface SlotTimeRange {
  from: string | null;
  to: string | null;
}

/** Why a slot range is refused; each is a key of the `files` namespace (date texts). */
export type SlotRangeError =
  | 'dateSlotFromRequired'
  | 'dateSlotToRequired'
  | 'dateSlotOutsideDay'
  | 'dateSlotHalfHour'
  | 'dateSlotFromPast'
  | 'dateSlotToBeforeFrom';

const dateTimeFormat = 'YYYY-MM-DDTHH:mm';

/** The first half-hour boundary (minutes 0 or 30) strictly later than `time`. */
export function nextHalfHour(time: ConfigType): Dayjs {
  const moment = dayjs(time);
  const hour = moment.startOf('hour');
  const half = hour.add(30, 'minute');
  return half.isAfter(moment) ? half : hour.add(1, 'hour');
}

/** Whether `time` lies on a half-hour boundary (minutes 0 or 30, no seconds). */
export function isOnHalfHour(time: ConfigType): boolean {
  const moment = dayjs(time);
  return moment.second() === 0 && moment.millisecond() === 0 && moment.minute() % 30 === 0;
}

/** The local date-time string of a half-hour `time` ('HH:mm') on `day` ('YYYY-MM-DD'). */
export function slotDateTime(day: IsoDate, time: HalfHourTime): string {
  return `${day}T${time}`;
}

/** The 'HH:mm' part of a slot date-time string; null when empty. */
export function slotTime(value: string | null | undefined): HalfHourTime | null {
  if (!value) return null;
  const moment = dayjs(value);
  return moment.isValid() ? moment.format('HH:mm') : null;
}

function dayOf(day: IsoDate): Dayjs | null {
  const date = toIsoDate(toCalendarDate(day));
  return date ? dayjs(date) : null;
}

/**
 * The From choices on `day`: half hours strictly later than `now`, and before
 * 23:30 so that a To on the same day remains. None for a past day.
 */
export function slotFromTimes(day: IsoDate, now: ConfigType = new Date()): HalfHourTime[] {
  const start = dayOf(day);
  if (!start) return [];
  const earliest = nextHalfHour(now);
  if (earliest.isAfter(start.endOf('day'))) return [];
  const times = halfHourTimes(earliest.isSame(start, 'day') ? earliest.format('HH:mm') : undefined);
  return times.filter((time) => time !== '23:30');
}

/** The To choices on `day`: half hours after `from` ('HH:mm'); all but 00:00 when From is not chosen. */
export function slotToTimes(from: HalfHourTime | null): HalfHourTime[] {
  const after = from ? nextHalfHour(dayjs(`2000-01-01T${from}`)).format('HH:mm') : '00:30';
  return from === '23:30' ? [] : halfHourTimes(after);
}

/** The To that choosing `from` sets: the next half hour after it, when that is on the same day. */
export function toAfterFrom(from: string): string | null {
  const next = nextHalfHour(from);
  return next.isSame(dayjs(from), 'day') ? next.format(dateTimeFormat) : null;
}

/**
 * Checks a slot against the specification's rules: From and To on `day`, on
 * half-hour boundaries, From later than `now`, To after From. Returns the first
 * broken rule's message key, or null when the range is valid.
 */
export function validateSlotRange({
  day,
  from,
  to,
  now = new Date(),
}: SlotTimeRange & { day: IsoDate; now?: ConfigType }): SlotRangeError | null {
  if (!from) return 'dateSlotFromRequired';
  if (!to) return 'dateSlotToRequired';
  const [start, end, date] = [dayjs(from), dayjs(to), dayOf(day)];
  if (!date || !start.isValid() || !end.isValid() || !start.isSame(date, 'day') || !end.isSame(date, 'day')) {
    return 'dateSlotOutsideDay';
  }
  if (!isOnHalfHour(start) || !isOnHalfHour(end)) return 'dateSlotHalfHour';
  if (!start.isAfter(dayjs(now))) return 'dateSlotFromPast';
  if (!end.isAfter(start)) return 'dateSlotToBeforeFrom';
  return null;
}
