import type { Messages } from './messages';

/** Texts of the calendar components (English: the specification's wording). */
export const calendar = {
  en: {},
  ar: {},
} satisfies Messages;
