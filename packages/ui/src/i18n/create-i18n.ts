import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedOptions } from './i18n-options';
import type { Locale } from './locale';
import { namespaces, resources } from './resources';

/**
 * A fresh i18next instance with every text of both languages, initialised
 * synchronously (no loading state): Storybook, the unit and story tests. The
 * sites use loadI18n, which downloads only what they show.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...sharedOptions,
    lng: locale,
    fallbackLng: 'en',
    ns: Object.keys(namespaces),
    resources,
    initAsync: false,
  });
  return instance;
}
