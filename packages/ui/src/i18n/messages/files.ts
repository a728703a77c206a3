import type { Messages } from './messages';

/** Texts of the files components (English: the specification's wording). */
export const files = {
  en: {},
  ar: {},
} satisfies Messages;
