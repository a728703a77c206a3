import { I18n } from './i18n-instance';
import type { Locale } from './locale';
import { resources } from './resources';
import { setFallbackI18n } from './use-translation';

/**
 * A fresh instance with every text of both languages, usable at once (no
 * loading state): Storybook, the unit and story tests. The sites use
 * loadI18n, which downloads only what they show.
 */
export function createI18n(locale: Locale): I18n {
  const instance = new I18n({ language: locale, resources });
  setFallbackI18n(instance);
  return instance;
}
