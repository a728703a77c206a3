import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { directionOf, type Direction, type Locale } from './locale';

interface LocaleContextValue {
  locale: Locale;
  direction: Direction;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', direction: 'ltr' });

export interface LocaleProviderProps {
  locale: Locale;
  /** Overrides the direction that follows from the locale (used by Storybook's toolbar). */
  direction?: Direction;
  children: ReactNode;
}

/**
 * Gives every component below it the active language and reading direction.
 * It also sets `lang` and `dir` on a wrapping element so CSS logical
 * properties and the browser's bidi algorithm follow the language.
 */
export function LocaleProvider({ locale, direction, children }: LocaleProviderProps) {
  const value = useMemo(() => ({ locale, direction: direction ?? directionOf(locale) }), [locale, direction]);
  return (
    <LocaleContext.Provider value={value}>
      <div lang={value.locale} dir={value.direction} data-slot="locale-root" className="contents">
        {children}
      </div>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
