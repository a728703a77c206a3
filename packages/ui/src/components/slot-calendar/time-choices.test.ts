import { describe, expect, it } from 'vitest';
import { defaultStart, fromChoices, halfHours, nextHalfHour, toChoices } from './time-choices';

const dubai = 'Asia/Dubai';
const now = new Date('2026-11-20T09:00:00+04:00');

describe('time choices', () => {
  it('has the 48 half hours of a day', () => {
    expect(halfHours).toHaveLength(48);
    expect([halfHours[0], halfHours[1], halfHours.at(-1)]).toEqual(['00:00', '00:30', '23:30']);
  });

  it('offers only starts later than now on today', () => {
    const today = fromChoices('2026-11-20', now, dubai);
    expect(today[0]).toBe('09:30');
    expect(today.at(-1)).toBe('23:00');
    expect(today).toHaveLength(28);
  });

  it('offers every start on a later day, and none on a past day', () => {
    expect(fromChoices('2026-11-21', now, dubai)).toHaveLength(47);
    expect(fromChoices('2026-11-19', now, dubai)).toEqual([]);
  });

  it('offers ends after the start, and sets the end to the next half hour', () => {
    expect(toChoices('22:30')).toEqual(['23:00', '23:30']);
    expect(nextHalfHour('09:30')).toBe('10:00');
    expect(nextHalfHour('23:30')).toBeUndefined();
  });

  it('starts a new slot at the next half hour on today and at 09:00 on a later day', () => {
    expect(defaultStart('2026-11-20', new Date('2026-11-20T14:10:00+04:00'), dubai)).toBe('14:30');
    expect(defaultStart('2026-11-20', now, dubai)).toBe('09:30');
    expect(defaultStart('2026-11-21', now, dubai)).toBe('09:00');
    // Tomorrow is a later day even a few minutes before midnight.
    expect(defaultStart('2026-11-21', new Date('2026-11-20T23:50:00+04:00'), dubai)).toBe('09:00');
    // Today after 23:00: nothing is left.
    expect(defaultStart('2026-11-20', new Date('2026-11-20T23:10:00+04:00'), dubai)).toBeUndefined();
  });
});
