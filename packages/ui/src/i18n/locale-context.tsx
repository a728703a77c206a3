import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import type { I18n } from './i18n-instance';
import { directionOf, type Direction, type Locale } from './locale';
import { I18nInstanceProvider } from './use-translation';

interface LocaleContextValue {
  locale: Locale;
  direction: Direction;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', direction: 'ltr' });

/** react-aria formats dates and numbers for this locale: Gregorian calendar, Latin digits in both languages. */
const ariaLocale: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE-u-ca-gregory-nu-latn' };

export interface I18nLocaleProviderProps {
  /** The texts' instance: createI18n (every text bundled) or a site's loadI18n. */
  i18n: I18n;
  locale: Locale;
  /** Overrides the direction that follows from the locale (used by Storybook's toolbar). */
  direction?: Direction;
  children: ReactNode;
}

/**
 * Gives every component below it the active language, its texts and
 * its reading direction. It sets `lang` and `dir` on a wrapping element so CSS
 * logical properties and the browser's bidi algorithm follow the language.
 */
export function I18nLocaleProvider({ i18n, locale, direction, children }: I18nLocaleProviderProps) {
  // Before paint: when the language's texts are already there (a site loads them
  // before it switches, createI18n has them all) they change with the direction.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  const value = useMemo(() => ({ locale, direction: direction ?? directionOf(locale) }), [locale, direction]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nInstanceProvider i18n={i18n}>
        <AriaI18nProvider locale={ariaLocale[locale]}>
          <div lang={value.locale} dir={value.direction} data-slot="locale-root" className="contents">
            {children}
          </div>
        </AriaI18nProvider>
      </I18nInstanceProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
