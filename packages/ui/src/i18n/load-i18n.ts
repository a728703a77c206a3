import { catalogs, type Namespace } from './catalogs';
import { I18n, RetryableLoadError } from './i18n-instance';
import type { Locale } from './locale';
import type { Catalog } from './messages/messages';
import { setFallbackI18n } from './use-translation';

/**
 * The sites' download of texts: a language's namespace is its own module
 * (catalogs.ts), fetched by dynamic import the first time a screen asks for it
 * (`useTranslation('staff')` suspends meanwhile). A failed download is retried
 * (a few times, waiting longer each time); an unknown namespace is not.
 */
export async function loadCatalog(language: Locale, namespace: Namespace): Promise<Catalog> {
  const load = (catalogs[language] as Partial<(typeof catalogs)['en']>)[namespace];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  try {
    return (await load()).default;
  } catch (error) {
    throw new RetryableLoadError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * A site's instance, ready once `locale`'s texts of `ns` (and `common`) are
 * loaded: await it before the first render, so the first paint shows texts,
 * never keys. Other namespaces load when a screen first uses them; the other
 * language only when the visitor switches to it (no fallback language: both
 * have every key).
 */
export async function loadI18n(locale: Locale, ns: readonly Namespace[] = []): Promise<I18n> {
  const instance = new I18n({ language: locale, load: loadCatalog });
  setFallbackI18n(instance);
  await instance.loadNamespaces(['common', ...ns]);
  return instance;
}
