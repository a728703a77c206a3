import type { Catalog } from './messages';

/**
 * Texts shared by many components.
 *
 * English (loaded alone: messages/common.ar.ts has the Arabic).
 */
export default {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  update: 'Update',
  search: 'Search',
} satisfies Catalog;
