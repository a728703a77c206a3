import type { Slot } from './slot';

/**
 * Story and benchmark data, fixed in time: "now" is Friday 20 November 2026,
 * 09:00 in Dubai. Not exported from the package.
 */
export const fixtureNow = new Date('2026-11-20T09:00:00+04:00');
export const fixtureTimeZone = 'Asia/Dubai';

const at = (day: number, time: string) => `2026-11-${String(day).padStart(2, '0')}T${time}:00+04:00`;
const slot = (id: string, day: number, from: string, to: string, extra: Partial<Slot> = {}): Slot => ({
  id,
  from: at(day, from),
  to: at(day, to),
  ...extra,
});

/** One slot of every kind the rules tell apart. */
export const slotsOfEveryKind: Slot[] = [
  slot('taken-past', 18, '10:00', '10:30', { status: 'TAKEN', patientName: 'Khalid Saeed' }),
  slot('taken-future', 24, '11:00', '11:30', { status: 'TAKEN' }),
  slot('booked-past', 19, '09:00', '09:30', { status: 'BOOKED', patientName: 'Aisha Rahman' }),
  slot('booked-future', 23, '10:00', '10:30', { status: 'BOOKED', patientName: 'Omar Haddad' }),
  slot('approved-future', 25, '09:00', '09:30', { status: 'APPROVED', patientName: 'Fatima Al Mansoori' }),
  slot('free-future', 23, '11:00', '11:30', { status: 'AVAILABLE' }),
  slot('free-past', 17, '12:00', '12:30', { status: 'AVAILABLE' }),
  slot('free-earlier-today', 20, '08:00', '08:30'),
  slot('free-later-today', 20, '14:00', '14:30', { status: 'AVAILABLE' }),
];

/** A busy Monday: eight slots, three shown, "+5 more". */
export const busyDay: Slot[] = Array.from({ length: 8 }, (_, index) => {
  const hour = String(9 + index).padStart(2, '0');
  return slot(`busy-${index}`, 23, `${hour}:00`, `${hour}:30`, {
    status: index % 3 === 0 ? 'BOOKED' : 'AVAILABLE',
    ...(index % 3 === 0 ? { patientName: `Patient ${index + 1}` } : {}),
  });
});

/** `count` slots spread over November 2026, every status, half an hour each. */
export function manySlots(count: number): Slot[] {
  const statuses = ['AVAILABLE', 'BOOKED', 'TAKEN', 'APPROVED', undefined] as const;
  return Array.from({ length: count }, (_, index) => {
    const day = 1 + (index % 30);
    const halfHour = 16 + (Math.floor(index / 30) % 28); // 08:00 … 21:30
    const start = Date.parse(at(day, '00:00')) + halfHour * 30 * 60_000;
    const status = statuses[index % statuses.length];
    return {
      id: `slot-${index}`,
      from: new Date(start).toISOString(),
      to: new Date(start + 30 * 60_000).toISOString(),
      status,
      ...(status === 'BOOKED' || status === 'APPROVED' ? { patientName: `Patient ${index}` } : {}),
    };
  });
}
