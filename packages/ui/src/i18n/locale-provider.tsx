import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create-i18n';
import { directionOf, type Direction, type Locale } from './locale';

interface LocaleContextValue {
  locale: Locale;
  direction: Direction;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', direction: 'ltr' });

/** react-aria formats dates and numbers for this locale: Gregorian calendar, Latin digits in both languages. */
const ariaLocale: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE-u-ca-gregory-nu-latn' };

export interface LocaleProviderProps {
  locale: Locale;
  /** Overrides the direction that follows from the locale (used by Storybook's toolbar). */
  direction?: Direction;
  children: ReactNode;
}

/**
 * Gives every component below it the active language, its texts (i18next) and
 * its reading direction. It sets `lang` and `dir` on a wrapping element so CSS
 * logical properties and the browser's bidi algorithm follow the language.
 */
export function LocaleProvider({ locale, direction, children }: LocaleProviderProps) {
  const [i18n] = useState(() => createI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  const value = useMemo(() => ({ locale, direction: direction ?? directionOf(locale) }), [locale, direction]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>
        <AriaI18nProvider locale={ariaLocale[locale]}>
          <div lang={value.locale} dir={value.direction} data-slot="locale-root" className="contents">
            {children}
          </div>
        </AriaI18nProvider>
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
