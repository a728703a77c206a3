export { I18nLocaleProvider, useLocale, type I18nLocaleProviderProps } from './locale-context';
export { LocaleProvider, type LocaleProviderProps } from './locale-provider';
export { directionOf, isLocale, locales, type Direction, type Locale } from './locale';
export { createI18n } from './create-i18n';
export { catalogBackend, loadI18n } from './load-i18n';
export { catalogs, type Namespace } from './catalogs';
export { namespaces, resources } from './resources';
