import { describe, expect, it } from 'vitest';
import { bucketSlotsByDay } from './day-buckets';

const slot = (id: string, from: string) => ({ id, from, to: from });
const days = ['2026-11-01', '2026-11-02', '2026-11-03'];

describe('bucketSlotsByDay', () => {
  it('puts each slot on the day it starts on in the time zone, sorted by start', () => {
    const buckets = bucketSlotsByDay(
      [
        slot('late', '2026-11-02T10:00:00+04:00'),
        slot('early', '2026-11-02T08:00:00+04:00'),
        // 22:00 UTC on the 1st is 02:00 on the 2nd in Dubai.
        slot('night', '2026-11-01T22:00:00Z'),
        slot('first', '2026-11-01T00:00:00+04:00'),
        slot('last', '2026-11-03T23:30:00+04:00'),
      ],
      days,
      'Asia/Dubai',
    );
    expect(buckets.get('2026-11-01')?.map((s) => s.id)).toEqual(['first']);
    expect(buckets.get('2026-11-02')?.map((s) => s.id)).toEqual(['night', 'early', 'late']);
    expect(buckets.get('2026-11-03')?.map((s) => s.id)).toEqual(['last']);
  });

  it('leaves out slots before or after the days, and unreadable dates', () => {
    const buckets = bucketSlotsByDay(
      [slot('before', '2026-10-31T23:59:00+04:00'), slot('after', '2026-11-04T00:00:00+04:00'), slot('bad', 'soon')],
      days,
      'Asia/Dubai',
    );
    expect([...buckets.values()].flat()).toEqual([]);
    expect([...buckets.keys()]).toEqual(days);
  });

  it('gives an empty map for no days', () => {
    expect(bucketSlotsByDay([slot('a', '2026-11-01T10:00:00Z')], [], 'UTC').size).toBe(0);
  });

  // How fast is the SlotCalendar benchmark's business (`npm run bench`), not a timed test's.
  it('buckets 2,000 slots, each into its own day', () => {
    const month = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const many = Array.from({ length: 2000 }, (_, i) =>
      slot(String(i), new Date(Date.UTC(2026, 10, 1 + (i % 30), 4 + (i % 16))).toISOString()),
    );
    const buckets = bucketSlotsByDay(many, month, 'Asia/Dubai');
    expect([...buckets.values()].reduce((sum, list) => sum + list.length, 0)).toBe(2000);
  });
});
