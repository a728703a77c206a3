/** The languages Aafiya speaks. English is the default; Arabic reads right to left. */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'ltr' | 'rtl';

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
