import type { Catalog } from './messages';

/**
 * Texts of the admin back office's screens but the catalogues (002 "Admin area", #22), English: the specification's wording.
 *
 * English (loaded alone: messages/admin.ar.ts has the Arabic).
 */
export default {
  areaTitle: 'Admin',
} satisfies Catalog;
