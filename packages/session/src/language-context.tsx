import type { Locale } from '@aafiya/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { browserLanguageSources, readLanguage, writeLanguage } from './language';

export interface LanguageChoice {
  locale: Locale;
  /** Switches the site's language and remembers the choice. */
  setLocale: (locale: Locale) => void;
}

const LanguageContext = createContext<LanguageChoice>({ locale: 'en', setLocale: () => undefined });

/**
 * Holds the site's language: read once from the cookie or local storage
 * (default English), stored again on every change, and mirrored on <html>
 * (`lang`, `dir`) so content in portals (dialogs, menus, toasts) follows it.
 */
export function LanguageRoot({
  initial,
  prepare,
  children,
}: {
  /** The language to start with; default: the stored one. */
  initial?: Locale;
  /** Loads a language's texts; a switch shows the new language (texts and direction together) once it is done. */
  prepare?: (locale: Locale) => Promise<unknown>;
  children: (locale: Locale) => ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => initial ?? readLanguage(browserLanguageSources()));
  const setLocale = useCallback(
    (next: Locale) => {
      writeLanguage(next, browserLanguageSources());
      if (!prepare) {
        setLocaleState(next);
        return;
      }
      // A failed download still switches: the next download retries it, and the keys are better than a dead switch.
      const show = () => {
        setLocaleState(next);
      };
      prepare(next).then(show, show);
    },
    [prepare],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LanguageContext value={value}>{children(locale)}</LanguageContext>;
}

/** The site's language and the way to change it (the public header's switch). */
export function useLanguage(): LanguageChoice {
  return useContext(LanguageContext);
}
