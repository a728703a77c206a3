import type { Slot } from './slot';
import { addDays, instantAt, type DayKey } from './zoned-time';

/**
 * The slots of each day of a run of consecutive days, sorted by start. A slot
 * belongs to the day it starts on, in `timeZone`. Slots outside the days are
 * left out. One time-zone conversion per day, a binary search per slot: a
 * month with thousands of slots buckets in about a millisecond.
 */
export function bucketSlotsByDay(slots: readonly Slot[], days: readonly DayKey[], timeZone: string) {
  const buckets = new Map<DayKey, Slot[]>(days.map((day) => [day, []]));
  const last = days.at(-1);
  if (last === undefined) return buckets;
  const bounds = [...days, addDays(last, 1)].map((day) => instantAt(day, '00:00', timeZone).valueOf());
  const dated = slots
    .map((slot) => ({ slot, start: Date.parse(slot.from) }))
    .filter(({ start }) => Number.isFinite(start))
    .sort((a, b) => a.start - b.start);
  for (const { slot, start } of dated) {
    const index = dayIndex(bounds, start);
    if (index >= 0) buckets.get(days[index] as DayKey)?.push(slot);
  }
  return buckets;
}

/** The index i with bounds[i] <= value < bounds[i + 1], or -1. */
function dayIndex(bounds: readonly number[], value: number): number {
  let [low, high] = [0, bounds.length - 2];
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (value < (bounds[middle] as number)) high = middle - 1;
    else if (value >= (bounds[middle + 1] as number)) low = middle + 1;
    else return middle;
  }
  return -1;
}
