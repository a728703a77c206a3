import { describe, expect, it } from 'vitest';
import { expandSlots, maxRepeatDays, splitIntoSlots } from './expand-slots';

const dubai = 'Asia/Dubai';
const range = { from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T05:30:00.000Z' }; // Monday 09:00–09:30 in Dubai

const halfHours = (day: string, utcTimes: string[]) =>
  utcTimes.map((time) => {
    const from = new Date(`${day}T${time}:00.000Z`);
    return { from: from.toISOString(), to: new Date(from.getTime() + 30 * 60_000).toISOString() };
  });

describe('splitIntoSlots', () => {
  it('cuts a range into its 30-minute slots (000 §9): 09:00–12:00 is six', () => {
    const morning = { from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T08:00:00.000Z' }; // 09:00–12:00 in Dubai
    expect(splitIntoSlots(morning)).toEqual(
      halfHours('2026-11-23', ['05:00', '05:30', '06:00', '06:30', '07:00', '07:30']),
    );
  });

  it('gives a half hour as it is, and nothing for an empty or reversed range', () => {
    expect(splitIntoSlots(range)).toEqual([range]);
    expect(splitIntoSlots({ from: range.from, to: range.from })).toEqual([]);
    expect(splitIntoSlots({ from: range.to, to: range.from })).toEqual([]);
  });
});

describe('expandSlots', () => {
  it('gives the range itself when it does not repeat', () => {
    expect(expandSlots(range, { frequency: 'none' }, dubai)).toEqual([range]);
  });

  it('cuts every day of a repeat into 30-minute slots', () => {
    const hour = { from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T06:00:00.000Z' }; // 09:00–10:00
    const slots = expandSlots(hour, { frequency: 'daily', until: '2026-11-24' }, dubai);
    expect(slots).toEqual([
      ...halfHours('2026-11-23', ['05:00', '05:30']),
      ...halfHours('2026-11-24', ['05:00', '05:30']),
    ]);
    expect(expandSlots(hour, { frequency: 'none' }, dubai)).toHaveLength(2);
  });

  it('repeats daily up to and including the until day', () => {
    const slots = expandSlots(range, { frequency: 'daily', until: '2026-11-27' }, dubai);
    expect(slots).toHaveLength(5);
    expect(slots[0]).toEqual(range);
    expect(slots.at(-1)).toEqual({ from: '2026-11-27T05:00:00.000Z', to: '2026-11-27T05:30:00.000Z' });
  });

  it('repeats weekly on the chosen weekdays', () => {
    // Mondays and Wednesdays from Monday 23 November to Monday 7 December.
    const slots = expandSlots(range, { frequency: 'weekly', weekdays: [1, 3], until: '2026-12-07' }, dubai);
    expect(slots.map((slot) => slot.from.slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
      '2026-12-07',
    ]);
  });

  it('keeps the chosen day even when its weekday is not among the repeat days', () => {
    const slots = expandSlots(range, { frequency: 'weekly', weekdays: [5], until: '2026-12-04' }, dubai);
    expect(slots.map((slot) => slot.from.slice(0, 10))).toEqual(['2026-11-23', '2026-11-27', '2026-12-04']);
  });

  it('gives only the range when until is not after its day', () => {
    expect(expandSlots(range, { frequency: 'daily', until: '2026-11-23' }, dubai)).toEqual([range]);
    expect(expandSlots(range, { frequency: 'daily', until: '2026-11-01' }, dubai)).toEqual([range]);
    expect(expandSlots(range, { frequency: 'weekly', weekdays: [], until: '2026-12-30' }, dubai)).toEqual([range]);
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Berlin leaves summer time on Sunday 25 October 2026.
    const berlin = { from: '2026-10-24T08:00:00.000Z', to: '2026-10-24T08:30:00.000Z' }; // 10:00 local
    const slots = expandSlots(berlin, { frequency: 'daily', until: '2026-10-26' }, 'Europe/Berlin');
    expect(slots.map((slot) => slot.from)).toEqual([
      '2026-10-24T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
  });

  it('stops a year after the first slot', () => {
    const slots = expandSlots(range, { frequency: 'daily', until: '2030-01-01' }, dubai);
    expect(slots).toHaveLength(maxRepeatDays + 1);
  });
});
