export { LocaleProvider, useLocale, type LocaleProviderProps } from './locale-provider';
export { directionOf, isLocale, locales, type Direction, type Locale } from './locale';
export { createI18n } from './create-i18n';
export { namespaces, resources, type Namespace } from './resources';
