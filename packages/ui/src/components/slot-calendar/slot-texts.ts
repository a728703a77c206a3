import type { TFunction } from '../../i18n/translation-types';
import type { SlotStatus } from './slot';
import type { SlotTone } from './slot-appearance';
import { toneText } from './slot-tone-text';

const statusKey = {
  AVAILABLE: 'statusAvailable',
  BOOKED: 'statusBooked',
  APPROVED: 'statusApproved',
  TAKEN: 'statusTaken',
} as const satisfies Record<SlotStatus, string>;

/**
 * The calendar texts a month repeats for its slots and days, each distinct one
 * looked up once: a month shows about a hundred chips, each needing four or five
 * texts, and a `t` call (i18next's at the time) cost 10–30 µs (about 15 ms of a 2,000-slot
 * month's first render before). Made afresh on every render of the grid, so a
 * new language or a namespace loaded later is always read.
 */
export function slotTexts(t: TFunction<'calendar'>) {
  const cache = new Map<string, string>();
  const once = (id: string, lookUp: () => string) => {
    let text = cache.get(id);
    if (text === undefined) {
      text = lookUp();
      cache.set(id, text);
    }
    return text;
  };
  return {
    /** The exact status in words: "Booked". */
    status: (status: SlotStatus) => once(`status:${status}`, () => t(statusKey[status])),
    /** The word of a colour: "Free", "Ended". */
    word: (tone: SlotTone) => once(`word:${tone}`, () => t(toneText[tone].word)),
    /** " – 10:30 AM, " (screen readers only). */
    end: (time: string) => once(`end:${time}`, () => t('slotEnd', { time })),
    /** ", Approved" (screen readers only). */
    statusSuffix: (status: string) => once(`statusSuffix:${status}`, () => t('slotStatus', { status })),
    /** ", " after the patient's name (screen readers only). */
    separator: () => once('separator', () => t('slotSeparator')),
    /** "+5 more". */
    more: (count: number) => once(`more:${count}`, () => t('more', { count })),
    /** "3 slots", "no slots". */
    slotCount: (count: number) => once(`slotCount:${count}`, () => t('slotCount', { count })),
  };
}

export type SlotTexts = ReturnType<typeof slotTexts>;
