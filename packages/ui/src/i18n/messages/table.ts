import type { Messages } from './messages';

/** Texts of the table components (English: the specification's wording). */
export const table = {
  en: {},
  ar: {},
} satisfies Messages;
