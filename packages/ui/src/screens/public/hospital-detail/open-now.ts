/** The UAE's time zone: a hospital's opening hours are its own clock's. */
export const UAE_TIME_ZONE = 'Asia/Dubai';

/** Whether a hospital is open at a moment, by its opening hours. */
export type OpenNowStatus =
  /** `closesAt` null: open around the clock. */
  { kind: 'open'; closesAt: string | null } | { kind: 'closed'; opensAt: string };

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Minutes since midnight of `now` on the clocks of `timeZone`. */
function minutesInZone(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * The 'open now' line of the hospital page (002 "Hospital detail"), from the
 * hospital's opening and closing times ('HH:mm', UAE time) at `now`. Hours
 * that pass midnight (22:00–06:00) count as one night; the same opening and
 * closing time reads as open around the clock (as the hospital profile reads
 * it). Null when the hospital has not set both times: the page says nothing.
 */
export function openNowStatus(
  opening: string | null | undefined,
  closing: string | null | undefined,
  now: Date,
  timeZone: string = UAE_TIME_ZONE,
): OpenNowStatus | null {
  if (!opening || !closing) return null;
  if (opening === closing) return { kind: 'open', closesAt: null };
  const at = minutesInZone(now, timeZone);
  const from = minutesOf(opening);
  const to = minutesOf(closing);
  const open = from < to ? at >= from && at < to : at >= from || at < to;
  return open ? { kind: 'open', closesAt: closing } : { kind: 'closed', opensAt: opening };
}
