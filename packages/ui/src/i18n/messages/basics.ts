import type { Messages } from './messages';

/** Texts of the basics components (English: the specification's wording). */
export const basics = {
  en: {},
  ar: {},
} satisfies Messages;
