import { badRequest } from '../http/http-error';

// Calendar days in the caller's time zone (the `timezone` header): a filter's
// `date` means that day where the user is, not in UTC.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      throw badRequest('timezone is not a known time zone');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant the day (y, m, d) starts in the zone (DST-safe). */
function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(second);
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw badRequest('date must be a valid date');
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** [start, end) of a calendar day `YYYY-MM-DD` in the zone. */
export function dayRange(date: string, timeZone: string): { start: Date; end: Date } {
  return daysRange(date, date, timeZone);
}

/** [start of `from`, end of `to`) in the zone: both days included. */
export function daysRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const [fy, fm, fd] = parseDate(from);
  const [ty, tm, td] = parseDate(to);
  const next = new Date(Date.UTC(ty, tm - 1, td + 1));
  return {
    start: startOfDay(fy, fm, fd, timeZone),
    end: startOfDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
  };
}

/** The calendar day `YYYY-MM-DD` of an instant in the zone (today: `dayOf(now, zone)`). */
export function dayOf(instant: Date, timeZone: string): string {
  const w = wallClock(instant.getTime(), timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** "Tue, 12 May 2026, 10:00" in the zone, for messages. */
export function describeTime(instant: Date, timeZone: string): string {
  formatterOf(timeZone); // validates the zone
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** "10:00" in the zone. */
export function describeClock(instant: Date, timeZone: string): string {
  formatterOf(timeZone);
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}
