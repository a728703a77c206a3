import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, toCalendarDate, toIsoDate } from './date-value';

describe('date values', () => {
  it('reads ISO dates', () => {
    expect(toCalendarDate('2030-01-05')).toEqual(new CalendarDate(2030, 1, 5));
    expect(toCalendarDate('2030-01-05T10:00:00')).toEqual(new CalendarDate(2030, 1, 5));
  });

  it('gives null for empty or impossible dates', () => {
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
    expect(toCalendarDate('2030-02-31')).toBeNull();
    expect(toCalendarDate('someday')).toBeNull();
  });

  it('writes YYYY-MM-DD', () => {
    expect(toIsoDate(new CalendarDate(2030, 1, 5))).toBe('2030-01-05');
    expect(toIsoDate(null)).toBeNull();
  });

  it('displays DD/MM/YYYY', () => {
    expect(formatDisplayDate('2030-01-05')).toBe('05/01/2030');
    expect(formatDisplayDate(undefined)).toBe('');
  });
});
