import type { Messages } from './messages';

/** Texts of the pager components (English: the specification's wording). */
export const pager = {
  en: {},
  ar: {},
} satisfies Messages;
