import { common } from './messages/common';

/**
 * Every text a component of @aafiya/ui shows, by namespace. Add a namespace by
 * writing `messages/<name>.ts` (English and Arabic with the same keys) and
 * listing it here; the unit test checks both languages have every key.
 */
export const namespaces = {
  common,
} as const;

export type Namespace = keyof typeof namespaces;

type Language = 'en' | 'ar';

function resourcesFor(language: Language) {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, messages]) => [ns, messages[language]])) as {
    [N in Namespace]: (typeof namespaces)[N]['en'];
  };
}

export const resources = { en: resourcesFor('en'), ar: resourcesFor('ar') };
