import type { Messages } from './messages';

/** Texts of the overlays components (English: the specification's wording). */
export const overlays = {
  en: {},
  ar: {},
} satisfies Messages;
