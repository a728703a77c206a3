import type { Namespace } from './catalogs';
import type { Locale } from './locale';
import type { Catalog } from './messages/messages';
import { interpolate, lookUp, splitKey } from './translate';
import type { Namespaces, TFunction, TOptions } from './translation-types';

/**
 * Downloads one language's texts of a namespace. Rejecting with a
 * `RetryableLoadError` asks for more tries (a network failure); any other
 * rejection is final (no such texts).
 */
export type CatalogLoader = (language: Locale, namespace: Namespace) => Promise<Catalog>;

/** A failed download worth trying again (catalogs.ts's dynamic import failed). */
export class RetryableLoadError extends Error {}

export interface I18nOptions {
  /** The language shown first. */
  language: Locale;
  /** Texts already there, by language and namespace (createI18n: all of them). */
  resources?: Partial<Record<Locale, Partial<Record<Namespace, Catalog>>>>;
  /** Downloads the texts not given in `resources` (loadI18n); without it, every namespace counts as loaded. */
  load?: CatalogLoader;
  /** The wait before the first retry of a failed download, doubled each time (i18next's: 350 ms). */
  retryDelay?: number;
}

/** How many times a failed download is tried again (i18next's backend connector: 5). */
const maxRetries = 5;

/** The default namespace: `t` of the instance itself, and `useTranslation()` without one. */
const defaultNamespace: Namespace = 'common';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The texts of a site, Storybook or a test, in place of i18next: the active
 * language, the texts by language and namespace, `t` (i18next's key syntax,
 * plurals and `{{name}}` interpolation), and the download of a language's
 * namespaces when first asked for, each once (a shared promise), a failed
 * one retried as i18next's backend connector does.
 */
export class I18n {
  /** The language the texts are shown in; it changes once the new language's texts are there. */
  language: Locale;
  private readonly bundles: Partial<Record<Locale, Partial<Record<Namespace, Catalog>>>>;
  private readonly load: CatalogLoader | undefined;
  private readonly retryDelay: number;
  /** The namespaces asked for so far: a language change (or a language loaded ahead) loads them all. */
  private readonly used = new Set<Namespace>();
  /** Downloads under way or done, by `language|namespace`. */
  private readonly loads = new Map<string, Promise<void>>();
  /** Downloads that ended, by `language|namespace`: 'failed' ones count as loaded (their keys show) and are tried again by the next load. */
  private readonly settled = new Map<string, 'loaded' | 'failed' | 'missing'>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TFunction<Namespaces>>();
  private changingTo: Locale | undefined;

  constructor({ language, resources = {}, load, retryDelay = 350 }: I18nOptions) {
    this.language = language;
    this.bundles = { en: { ...resources.en }, ar: { ...resources.ar } };
    this.load = load;
    this.retryDelay = retryDelay;
  }

  /**
   * The text of `key` in the active language (default namespace `common`,
   * or `ns:key`); for tests and code outside components.
   */
  t(key: string, options?: TOptions): string {
    return this.translate(this.language, defaultNamespace, key, options);
  }

  /**
   * A `t` for `language` whose keys are in `namespace` by default, the same
   * function each time (components may keep it in their dependencies).
   */
  getFixedT<Ns extends Namespaces>(language: Locale, namespace: Namespace): TFunction<Ns> {
    const id = `${language}|${namespace}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(language, namespace, key, options);
      this.fixed.set(id, t);
    }
    return t as TFunction<Ns>;
  }

  /** Whether `language`'s texts of `namespace` are there. */
  hasResourceBundle(language: Locale, namespace: Namespace): boolean {
    return this.bundles[language]?.[namespace] !== undefined;
  }

  /**
   * Whether a component using `namespace` may render in the active language:
   * its texts are there or their download ended (a failed one shows keys),
   * or the instance downloads nothing.
   */
  hasLoadedNamespace(namespace: Namespace): boolean {
    return (
      !this.load ||
      this.hasResourceBundle(this.language, namespace) ||
      this.settled.has(`${this.language}|${namespace}`)
    );
  }

  /**
   * Downloads the active language's texts of `namespaces` (and any other
   * asked-for namespace not there yet); resolves when they are done, never
   * rejects (a failed one shows its keys).
   */
  loadNamespaces(namespaces: Namespace | readonly Namespace[]): Promise<void> {
    for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) this.used.add(namespace);
    return this.loadLanguage(this.language) ?? Promise.resolve();
  }

  /** Downloads every asked-for namespace of `language` ahead of a switch to it; never rejects. */
  loadLanguages(language: Locale): Promise<void> {
    return this.loadLanguage(language) ?? Promise.resolve();
  }

  /**
   * Shows `language` once its asked-for namespaces are there: at once (in
   * the same call) when they already are, else after their download. Of two
   * quick changes the last one wins.
   */
  changeLanguage(language: Locale): Promise<void> {
    this.changingTo = language;
    const apply = () => {
      if (this.changingTo !== language) return;
      this.changingTo = undefined;
      this.language = language;
      for (const listener of this.listeners) listener();
    };
    const loading = this.loadLanguage(language);
    if (!loading) {
      apply();
      return Promise.resolve();
    }
    return loading.then(apply);
  }

  /** Calls `listener` after each language change; returns the function that stops it. */
  onLanguageChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Starts the downloads `language` lacks; undefined when none is needed or under way (nothing to wait for). */
  private loadLanguage(language: Locale): Promise<void> | undefined {
    const { load } = this;
    if (!load) return undefined;
    const waits: Promise<void>[] = [];
    for (const namespace of this.used) {
      if (this.hasResourceBundle(language, namespace)) continue;
      const id = `${language}|${namespace}`;
      let loading = this.loads.get(id);
      if (!loading) {
        if (this.settled.get(id) === 'missing') continue;
        loading = this.download(load, language, namespace, id);
        this.loads.set(id, loading);
      }
      waits.push(loading);
    }
    return waits.length ? Promise.all(waits).then(() => undefined) : undefined;
  }

  /** One namespace's download with its retries; records how it ended. */
  private async download(load: CatalogLoader, language: Locale, namespace: Namespace, id: string): Promise<void> {
    this.settled.delete(id);
    for (let tried = 0; ; tried += 1) {
      try {
        const catalog = await load(language, namespace);
        (this.bundles[language] ??= {})[namespace] = catalog;
        this.settled.set(id, 'loaded');
        return;
      } catch (error) {
        const retryable = error instanceof RetryableLoadError;
        if (!retryable || tried >= maxRetries) {
          // A final failure stays; a retryable one is tried again by the next load (i18next's state 0 and -1).
          this.settled.set(id, retryable ? 'failed' : 'missing');
          this.loads.delete(id);
          return;
        }
        await wait(this.retryDelay * 2 ** tried);
      }
    }
  }

  private translate(language: Locale, namespace: Namespace, fullKey: string, options?: TOptions): string {
    const [ns, key] = splitKey(fullKey, namespace);
    const text =
      lookUp(this.bundles[language]?.[ns as Namespace], key, language, options?.count) ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  }
}
