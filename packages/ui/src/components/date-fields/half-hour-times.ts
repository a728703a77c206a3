/** A time of day on a half-hour boundary, 'HH:mm' (24-hour, zero-padded). */
export type HalfHourTime = string;

const allHalfHours: readonly HalfHourTime[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** Minutes since midnight of an 'HH:mm' string; NaN when it is not one. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/**
 * The working-hours choices: the 48 half-hour values from 00:00 to 23:30.
 * With `earliest` ('HH:mm'), values before it are left out (the value itself stays).
 */
export function halfHourTimes(earliest?: string): HalfHourTime[] {
  if (earliest === undefined) return [...allHalfHours];
  const from = minutesOfDay(earliest);
  if (Number.isNaN(from)) return [...allHalfHours];
  return allHalfHours.filter((time) => minutesOfDay(time) >= from);
}
