import type { Messages } from './messages';

/** Texts of the maps components (English: the specification's wording). */
export const maps = {
  en: {},
  ar: {},
} satisfies Messages;
