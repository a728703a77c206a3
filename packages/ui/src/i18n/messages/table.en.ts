import type { Catalog } from './messages';

/**
 * Texts of the table components (English: the specification's wording).
 *
 * English (loaded alone: messages/table.ar.ts has the Arabic).
 */
export default {
  // Header of the row-actions column (the admin approvals table names it "Actions").
  actions: 'Actions',
  // Default empty text; screens pass their own ("No appointment found", "No Promo Codes", ...).
  empty: 'No data found',
  // Default failure text ("Something went wrong" is the specification's generic failure message).
  error: 'Something went wrong',
  retry: 'Try again',
  rowActions: 'Row actions',
} satisfies Catalog;
