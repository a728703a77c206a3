import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogs, type Namespace } from './catalogs';
import { sharedOptions } from './i18n-options';
import { isLocale, type Locale } from './locale';

/**
 * i18next's backend for the sites: a language's namespace is its own module
 * (catalogs.ts), fetched by dynamic import the first time a screen asks for it
 * (`useTranslation('staff')` suspends meanwhile). A failed download is retried
 * (i18next's backend connector: a few times, waiting longer each time).
 */
export const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLocale(language)
      ? (catalogs[language] as Partial<typeof catalogs.en>)[namespace as Namespace]
      : undefined;
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => {
        callback(null, module.default);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  },
};

/**
 * A site's i18next instance, ready once `locale`'s texts of `ns` (and
 * `common`) are loaded: await it before the first render, so the first paint
 * shows texts, never keys. Other namespaces load when a screen first uses
 * them; the other language only when the visitor switches to it (no fallback
 * language: both have every key).
 */
export async function loadI18n(locale: Locale, ns: readonly Namespace[] = []): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(catalogBackend)
    .use(initReactI18next)
    .init({ ...sharedOptions, lng: locale, fallbackLng: false, load: 'currentOnly', ns: ['common', ...ns] });
  return instance;
}
