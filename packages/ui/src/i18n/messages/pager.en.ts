import type { Catalog } from './messages';

/**
 * Texts of the pager components (English: the specification's wording).
 *
 * English (loaded alone: messages/pager.ar.ts has the Arabic).
 */
export default {
  /** "Prev / numbered pages / Next" (000 §1). */
  previous: 'Prev',
  next: 'Next',
  pagination: 'Pagination',
  page: 'Page {{page}}',
  morePages: 'More pages',
} satisfies Catalog;
