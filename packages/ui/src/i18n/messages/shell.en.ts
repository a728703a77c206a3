import type { Catalog } from './messages';

/**
 * Texts of the shell components (English: the specification's wording).
 *
 * English (loaded alone: messages/shell.ar.ts has the Arabic).
 */
export default {
  skipToContent: 'Skip to content',
  navigation: 'Main navigation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  profile: 'Profile',
  logout: 'Logout',
  search: 'Search',
  searchLabel: 'Search',
  clearSearch: 'Clear search',
  backTo: 'Back to {{section}}',
} satisfies Catalog;
