export { LocaleProvider, useLocale, type LocaleProviderProps } from './locale-provider';
export { directionOf, isLocale, locales, type Direction, type Locale } from './locale';
