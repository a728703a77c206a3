/** Fallback when the runtime cannot name its zone: the UAE's only time zone. */
export const DEFAULT_TIMEZONE = 'Asia/Dubai';

/**
 * The IANA time-zone name sent with every request in the `timezone` header,
 * so the server can place "today" and slot times in the user's zone.
 */
export function currentTimezone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}
