import type { SlotTone } from './slot-appearance';

/**
 * What each colour means, in words: the short word a slot shows beside its
 * colour (so colour is never the only sign, WCAG 1.4.1) and the legend's
 * longer explanation. Short enough for a day of a phone's month (about 45 px).
 */
export const toneText = {
  free: { word: 'toneFree', hint: 'toneFreeHint' },
  green: { word: 'toneGreen', hint: 'toneGreenHint' },
  red: { word: 'toneRed', hint: 'toneRedHint' },
  blue: { word: 'toneBlue', hint: 'toneBlueHint' },
  muted: { word: 'toneMuted', hint: 'toneMutedHint' },
} as const satisfies Record<SlotTone, { word: string; hint: string }>;

/** The legend's order: what can still be used first, then what is done. */
export const legendTones: readonly SlotTone[] = ['free', 'green', 'red', 'blue', 'muted'];
