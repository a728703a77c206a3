import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { dayOf, dayRange, daysRange, describeTime } from './zoned-day';

describe('days in a time zone', () => {
  it('starts a Dubai day at 20:00 UTC the day before', () => {
    expect(dayRange('2026-05-12', 'Asia/Dubai')).toEqual({
      start: new Date('2026-05-11T20:00:00Z'),
      end: new Date('2026-05-12T20:00:00Z'),
    });
  });

  it('gives a day across a daylight-saving change its real length', () => {
    const { start, end } = dayRange('2026-03-29', 'Europe/London');
    expect(start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('includes both ends of a period, across months', () => {
    expect(daysRange('2026-01-31', '2026-02-01', 'UTC')).toEqual({
      start: new Date('2026-01-31T00:00:00Z'),
      end: new Date('2026-02-02T00:00:00Z'),
    });
  });

  it('tells the day of an instant and describes it in the zone', () => {
    expect(dayOf(new Date('2026-05-11T21:30:00Z'), 'Asia/Dubai')).toBe('2026-05-12');
    expect(dayOf(new Date('2026-05-11T21:30:00Z'), 'UTC')).toBe('2026-05-11');
    const text = describeTime(new Date('2026-05-11T21:30:00Z'), 'Asia/Dubai');
    expect(text).toContain('12 May 2026');
    expect(text).toContain('01:30');
  });

  it('answers 400 to an unknown zone or a malformed date', () => {
    expect(() => dayRange('2026-05-12', 'Mars/Olympus')).toThrow(HttpError);
    expect(() => dayRange('12/05/2026', 'UTC')).toThrow('date must be a valid date');
  });
});
