import type { Messages } from './messages';

/** Texts of the shell components (English: the specification's wording). */
export const shell = {
  en: {},
  ar: {},
} satisfies Messages;
