import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Namespace } from './catalogs';
import { I18n } from './i18n-instance';
import type { Namespaces, TFunction } from './translation-types';

const I18nContext = createContext<I18n | undefined>(undefined);

/** The instance of components rendered without a provider: the last one made (as react-i18next's initReactI18next), else one without texts (keys show). */
let fallback: I18n | undefined;

/** Makes `i18n` the instance of components rendered outside any I18nInstanceProvider (createI18n and loadI18n call it). */
export function setFallbackI18n(i18n: I18n): void {
  fallback = i18n;
}

/** The instance of the nearest provider, else the fallback one. */
function useI18nInstance(): I18n {
  return useContext(I18nContext) ?? fallbackI18n();
}

function fallbackI18n(): I18n {
  fallback ??= new I18n({ language: 'en' });
  return fallback;
}

/** Gives `useTranslation` below it its instance (I18nLocaleProvider renders it). */
export function I18nInstanceProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export interface UseTranslationResponse<Ns extends Namespaces> {
  /** The texts of the active language; keys of the first namespace, or `ns:key`. */
  t: TFunction<Ns>;
  i18n: I18n;
  ready: true;
}

/**
 * The `t` of `ns` (the first of several is the default) in the active
 * language, as react-i18next's hook: the component renders again when the
 * language changes, and suspends (throws the download's promise to the
 * nearest Suspense) until the language's texts of every namespace it names
 * are there.
 */
export function useTranslation<const Ns extends Namespaces = 'common'>(ns?: Ns): UseTranslationResponse<Ns> {
  const i18n = useI18nInstance();
  const subscribe = useCallback((onChange: () => void) => i18n.onLanguageChanged(onChange), [i18n]);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const names: readonly Namespace[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  // oxlint-disable-next-line typescript/only-throw-error -- Suspense: React waits for the thrown promise, then renders again.
  if (!names.every((name) => i18n.hasLoadedNamespace(name))) throw i18n.loadNamespaces(names);
  return { t: i18n.getFixedT<Ns>(language, names[0] ?? 'common'), i18n, ready: true };
}
