import type { InitOptions } from 'i18next';

/** The options both kinds of instance share. */
export const sharedOptions = {
  supportedLngs: ['en', 'ar'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
