import type { Catalog } from './messages';

/**
 * Texts of the admin back office's catalogue screens (002 "Admin area", #22), English: the specification's wording.
 *
 * English (loaded alone: messages/admin-catalogues.ar.ts has the Arabic).
 */
export default {
  areaTitle: 'Admin',
} satisfies Catalog;
