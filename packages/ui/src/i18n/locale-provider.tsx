import { useState, type ReactNode } from 'react';
import { createI18n } from './create-i18n';
import type { Direction, Locale } from './locale';
import { I18nLocaleProvider } from './locale-context';

export interface LocaleProviderProps {
  locale: Locale;
  /** Overrides the direction that follows from the locale (used by Storybook's toolbar). */
  direction?: Direction;
  children: ReactNode;
}

/**
 * I18nLocaleProvider with every text of both languages bundled (createI18n):
 * Storybook and the tests, where texts are there from the first render. The
 * sites pass their own instance (loadI18n) to I18nLocaleProvider instead.
 */
export function LocaleProvider({ locale, direction, children }: LocaleProviderProps) {
  const [i18n] = useState(() => createI18n(locale));
  return (
    <I18nLocaleProvider i18n={i18n} locale={locale} direction={direction}>
      {children}
    </I18nLocaleProvider>
  );
}
