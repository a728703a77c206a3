import { describe, expect, it } from 'vitest';
import { halfHourTimes, minutesOfDay } from './half-hour-times';

describe('halfHourTimes', () => {
  it('gives the 48 half-hour values from 00:00 to 23:30', () => {
    const times = halfHourTimes();
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(times.at(-1)).toBe('23:30');
    expect(new Set(times).size).toBe(48);
  });

  it('leaves out the values before the earliest one, keeping it', () => {
    const times = halfHourTimes('09:30');
    expect(times[0]).toBe('09:30');
    expect(times).toHaveLength(48 - 19);
  });

  it('starts at the next value when the earliest one is between half hours', () => {
    expect(halfHourTimes('09:10')[0]).toBe('09:30');
    expect(halfHourTimes('23:31')).toEqual([]);
  });

  it('ignores an earliest value that is not a time', () => {
    expect(halfHourTimes('soon')).toHaveLength(48);
  });
});

describe('minutesOfDay', () => {
  it('reads HH:mm', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:30')).toBe(1410);
    expect(minutesOfDay('7:05')).toBe(425);
  });

  it('gives NaN for anything else', () => {
    expect(minutesOfDay('24:00')).toBeNaN();
    expect(minutesOfDay('12:60')).toBeNaN();
    expect(minutesOfDay('')).toBeNaN();
  });
});
