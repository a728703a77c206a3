import type { Messages } from './messages';

/** Texts of the forms components (English: the specification's wording). */
export const forms = {
  en: {},
  ar: {},
} satisfies Messages;
