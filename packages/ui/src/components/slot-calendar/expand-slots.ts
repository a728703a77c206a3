import { RRule, type Frequency } from 'rrule';
import type { SlotRange } from './slot';
import { addDays, dayKeyOf, instantAt, wallTimeOf, type DayKey } from './zoned-time';

/** How a new slot repeats. Weekdays count from 0 (Sunday) to 6 (Saturday). */
export type SlotRepeat =
  | { frequency: 'none' }
  | { frequency: 'daily'; until: DayKey }
  | { frequency: 'weekly'; weekdays: readonly number[]; until: DayKey };

/** The longest a repeat may run, in days after the first slot. */
export const maxRepeatDays = 366;

/** A slot lasts 30 minutes and starts on a half hour (000 §9, 001 §9). */
export const slotMinutes = 30;
const slotMs = slotMinutes * 60_000;

/** The most slots one request creates (the contract's SlotSeriesCreate.slots maxItems). */
export const maxSlotsPerRequest = 2000;

/** rrule numbers weekdays from Monday (0); JavaScript from Sunday (0). */
const toRRuleWeekday = (weekday: number) => (weekday + 6) % 7;

/** The days (after `first`) a repeat adds, up to and including `until`. */
function repeatDays(first: DayKey, repeat: Exclude<SlotRepeat, { frequency: 'none' }>): DayKey[] {
  const last = repeat.until < addDays(first, maxRepeatDays) ? repeat.until : addDays(first, maxRepeatDays);
  if (last <= first || (repeat.frequency === 'weekly' && repeat.weekdays.length === 0)) return [];
  // rrule works on "floating" dates: calendar days written as UTC midnights.
  const rule = new RRule({
    freq: (repeat.frequency === 'daily' ? RRule.DAILY : RRule.WEEKLY) satisfies Frequency,
    dtstart: new Date(`${first}T00:00:00Z`),
    until: new Date(`${last}T00:00:00Z`),
    ...(repeat.frequency === 'weekly' ? { byweekday: repeat.weekdays.map(toRRuleWeekday) } : {}),
  });
  return rule.all().map((date) => date.toISOString().slice(0, 10));
}

/** The 30-minute slots a range holds: From, From + 30 min, … up to To. */
export function splitIntoSlots(range: SlotRange): SlotRange[] {
  const [start, end] = [Date.parse(range.from), Date.parse(range.to)];
  const slots: SlotRange[] = [];
  for (let from = start; from + slotMs <= end; from += slotMs) {
    slots.push({ from: new Date(from).toISOString(), to: new Date(from + slotMs).toISOString() });
  }
  return slots;
}

/**
 * Every slot a Create Slots request makes: the chosen range on its day, then
 * the same wall-clock times on each day of the repeat (kept in `timeZone`, so
 * a daylight-saving change does not shift them), each range cut into its
 * 30-minute slots (09:00–12:00 is six). Sorted, without duplicates. A weekly
 * repeat on days that leave out the chosen day still keeps it: the user
 * picked it.
 */
export function expandSlots(range: SlotRange, repeat: SlotRepeat, timeZone: string): SlotRange[] {
  if (repeat.frequency === 'none') return splitIntoSlots(range);
  const first = dayKeyOf(range.from, timeZone);
  const [from, to] = [wallTimeOf(range.from, timeZone), wallTimeOf(range.to, timeZone)];
  const days = [...new Set([first, ...repeatDays(first, repeat)])].sort();
  return days.flatMap((day) =>
    splitIntoSlots(
      day === first
        ? range
        : { from: instantAt(day, from, timeZone).toISOString(), to: instantAt(day, to, timeZone).toISOString() },
    ),
  );
}
