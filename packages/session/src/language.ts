import type { Locale } from '@aafiya/ui';

/** The local-storage key of the chosen language (i18next's usual one). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The cookie that keeps the language when Logout or a 401 clears local storage (002: "cached in a cookie"). */
export const LANGUAGE_COOKIE = 'i18next';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// Kept here rather than imported, so this module stays free of the component library.
const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar';

export interface LanguageSources {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** `document.cookie`'s getter and setter. */
  cookie?: { get(): string; set(value: string): void } | undefined;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The visitor's language: the cookie first, then local storage, else English
 * (002: detection by cookie, then ... local storage; fallback en).
 */
export function readLanguage({ storage, cookie }: LanguageSources): Locale {
  const fromCookie = cookie ? cookieValue(cookie.get(), LANGUAGE_COOKIE) : null;
  if (isLocale(fromCookie)) return fromCookie;
  let fromStorage: string | null = null;
  try {
    fromStorage = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    fromStorage = null;
  }
  return isLocale(fromStorage) ? fromStorage : 'en';
}

/** Keeps the language in local storage (as asked) and in a cookie for the whole origin, a year long. */
export function writeLanguage(locale: Locale, { storage, cookie }: LanguageSources): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked or full: the cookie still keeps it.
  }
  cookie?.set(`${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`);
}

/** The browser's sources (none outside a browser). */
export function browserLanguageSources(): LanguageSources {
  if (typeof document === 'undefined') return {};
  let storage: Storage | undefined;
  try {
    storage = localStorage;
  } catch {
    storage = undefined;
  }
  return {
    storage,
    cookie: {
      get: () => document.cookie,
      set: (value) => {
        document.cookie = value;
      },
    },
  };
}
