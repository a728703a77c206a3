import { dayKeyOf, instantAt, type DayKey, type WallTime } from './zoned-time';

/** The half-hour wall-clock times of a day, '00:00' … '23:30'. */
export const halfHours: readonly WallTime[] = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
);

/**
 * The start times a new slot on `day` may take (spec: From later than now,
 * minutes 0 or 30, on that day; the last half hour is left out so that To
 * stays on the same day).
 */
export function fromChoices(day: DayKey, now: Date | number, timeZone: string): WallTime[] {
  const at = typeof now === 'number' ? now : now.getTime();
  return halfHours.slice(0, -1).filter((time) => instantAt(day, time, timeZone).valueOf() > at);
}

/** The end times after `from`, on the same day. */
export function toChoices(from: WallTime): WallTime[] {
  return halfHours.filter((time) => time > from);
}

/** The end a new start sets: the next half-hour boundary (spec: "Choosing From sets To to the next half-hour boundary"). */
export function nextHalfHour(from: WallTime): WallTime | undefined {
  return toChoices(from)[0];
}

/** Where a later day's first slot starts: the start of a working morning, not midnight. */
export const workdayStart: WallTime = '09:00';

/**
 * The From a new slot on `day` starts with: on today the next half hour after
 * now (at 14:10, 14:30), on a later day 09:00. Undefined when no start is left.
 */
export function defaultStart(day: DayKey, now: Date | number, timeZone: string): WallTime | undefined {
  const starts = fromChoices(day, now, timeZone);
  return day > dayKeyOf(now, timeZone) && starts.includes(workdayStart) ? workdayStart : starts[0];
}
