import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  isOnHalfHour,
  nextHalfHour,
  slotDateTime,
  slotFromTimes,
  slotTime,
  slotToTimes,
  toAfterFrom,
  validateSlotRange,
} from './slot-range';

const fmt = 'YYYY-MM-DDTHH:mm:ss';

describe('nextHalfHour', () => {
  it.each([
    ['2030-01-15T10:00:00', '2030-01-15T10:30:00'],
    ['2030-01-15T10:10:00', '2030-01-15T10:30:00'],
    ['2030-01-15T10:29:59', '2030-01-15T10:30:00'],
    ['2030-01-15T10:30:00', '2030-01-15T11:00:00'],
    ['2030-01-15T10:45:00', '2030-01-15T11:00:00'],
    ['2030-01-15T23:30:00', '2030-01-16T00:00:00'],
  ])('after %s is %s', (time, expected) => {
    expect(nextHalfHour(time).format(fmt)).toBe(expected);
  });
});

describe('isOnHalfHour', () => {
  it('accepts minutes 0 and 30 only', () => {
    expect(isOnHalfHour('2030-01-15T10:00')).toBe(true);
    expect(isOnHalfHour('2030-01-15T10:30')).toBe(true);
    expect(isOnHalfHour('2030-01-15T10:15')).toBe(false);
    expect(isOnHalfHour('2030-01-15T10:30:05')).toBe(false);
  });
});

describe('slot times', () => {
  it('builds and reads slot date-times', () => {
    expect(slotDateTime('2030-01-15', '09:30')).toBe('2030-01-15T09:30');
    expect(slotTime('2030-01-15T09:30')).toBe('09:30');
    expect(slotTime(null)).toBeNull();
  });

  it('offers every From but 23:30 on a future day', () => {
    const times = slotFromTimes('2030-01-16', '2030-01-15T10:10');
    expect(times[0]).toBe('00:00');
    expect(times.at(-1)).toBe('23:00');
    expect(times).toHaveLength(47);
  });

  it('offers only From times later than now today', () => {
    expect(slotFromTimes('2030-01-15', '2030-01-15T10:10')[0]).toBe('10:30');
    expect(slotFromTimes('2030-01-15', '2030-01-15T10:30')[0]).toBe('11:00');
  });

  it('offers no From on a past day or late in the day', () => {
    expect(slotFromTimes('2030-01-14', '2030-01-15T10:10')).toEqual([]);
    expect(slotFromTimes('2030-01-15', '2030-01-15T23:10')).toEqual([]);
    expect(slotFromTimes('not a day', '2030-01-15T10:10')).toEqual([]);
  });

  it('offers To times after From', () => {
    expect(slotToTimes('10:30')[0]).toBe('11:00');
    expect(slotToTimes('23:00')).toEqual(['23:30']);
    expect(slotToTimes('23:30')).toEqual([]);
    expect(slotToTimes(null)[0]).toBe('00:30');
  });

  it('sets To to the next half hour after From', () => {
    expect(toAfterFrom('2030-01-15T10:30')).toBe('2030-01-15T11:00');
    expect(toAfterFrom('2030-01-15T23:30')).toBeNull();
  });
});

describe('validateSlotRange', () => {
  const day = '2030-01-15';
  const now = dayjs('2030-01-15T10:10').toDate();

  it('accepts a range on the day, in the future, To after From', () => {
    expect(validateSlotRange({ day, now, from: '2030-01-15T10:30', to: '2030-01-15T11:00' })).toBeNull();
  });

  it('needs From and To', () => {
    expect(validateSlotRange({ day, now, from: null, to: null })).toBe('dateSlotFromRequired');
    expect(validateSlotRange({ day, now, from: '2030-01-15T10:30', to: null })).toBe('dateSlotToRequired');
  });

  it('keeps both on the given day', () => {
    expect(validateSlotRange({ day, now, from: '2030-01-15T23:30', to: '2030-01-16T00:00' })).toBe(
      'dateSlotOutsideDay',
    );
  });

  it('needs minutes 0 or 30', () => {
    expect(validateSlotRange({ day, now, from: '2030-01-15T10:45', to: '2030-01-15T11:30' })).toBe('dateSlotHalfHour');
  });

  it('needs From later than now', () => {
    expect(validateSlotRange({ day, now, from: '2030-01-15T10:00', to: '2030-01-15T11:00' })).toBe('dateSlotFromPast');
  });

  it('needs To after From', () => {
    expect(validateSlotRange({ day, now, from: '2030-01-15T11:00', to: '2030-01-15T11:00' })).toBe(
      'dateSlotToBeforeFrom',
    );
    expect(validateSlotRange({ day, now, from: '2030-01-15T11:00', to: '2030-01-15T10:30' })).toBe(
      'dateSlotToBeforeFrom',
    );
  });
});
