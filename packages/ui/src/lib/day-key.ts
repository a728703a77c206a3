/** The browser's time zone (the spec shows times in it). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day ('YYYY-MM-DD') a moment falls on in a time zone, with the
 * browser's Intl only: the first routes that need "today" (a day's
 * appointments) do not load a date library for it (#18). zoned-time.ts's
 * dayKeyOf formats with this too.
 */
export function dayKeyOfDate(date: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
