import { ApiProvider, type ApiClient, createApiClient } from '@aafiya/api-client';
import {
  I18nLocaleProvider,
  type I18nLocaleProviderProps,
  type Locale,
  type MapConfig,
  MapConfigProvider,
  NavigationProvider,
} from '@aafiya/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { LanguageRoot } from './language-context';
import { LazyToaster } from './lazy-toaster';
import { siteMapConfig } from './site-map-config';
import { navigationTarget, sitePrefixOf } from './site-navigation';

export interface SiteRootProps {
  /** The site's Vite base (`import.meta.env.BASE_URL`): `/hospital/`, or `/` for the patient site. */
  base: string;
  /**
   * The site's texts, already loaded for the first screen in the stored
   * language (loadI18n, see site-shell.tsx); a language switch loads the
   * other language's namespaces before it shows.
   */
  i18n: I18nLocaleProviderProps['i18n'];
  /**
   * The API client. Default: `createApiClient()` — bearer token, timezone
   * header, encrypted JSON bodies, and on a 401 local storage cleared and a
   * full page load of /login.
   */
  client?: ApiClient;
  /** Map tiles and links. Default: from the build's VITE_MAP_* settings, else the offline grid (see siteMapConfig). */
  mapConfig?: MapConfig;
  children: ReactNode;
}

/**
 * What every site's main.tsx renders around its routes: the language (stored,
 * default English, with its direction), the API client and query cache, the
 * router under the site's prefix, the navigation that links and screens use,
 * and the toasts.
 */
export function SiteRoot({ base, i18n, client, mapConfig, children }: SiteRootProps) {
  const prefix = sitePrefixOf(base);
  const prepare = useCallback((locale: Locale) => i18n.loadLanguages(locale), [i18n]);
  const [api] = useState(() => client ?? createApiClient());
  const [maps] = useState(() => mapConfig ?? siteMapConfig(import.meta.env));
  return (
    <LanguageRoot initial={i18n.language === 'ar' ? 'ar' : 'en'} prepare={prepare}>
      {(locale) => (
        <I18nLocaleProvider i18n={i18n} locale={locale}>
          <ApiProvider client={api}>
            <MapConfigProvider config={maps}>
              <Router base={prefix}>
                <SiteNavigation prefix={prefix}>{children}</SiteNavigation>
              </Router>
            </MapConfigProvider>
            <LazyToaster />
          </ApiProvider>
        </I18nLocaleProvider>
      )}
    </LanguageRoot>
  );
}

/**
 * The navigation of `@aafiya/ui` links and screens: paths of this site move
 * the router (no page load, back to the top of the page); paths of another
 * site (another role's area, the public site) load that site in full.
 */
function SiteNavigation({ prefix, children }: { prefix: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  const go = useCallback(
    (href: string) => {
      const target = navigationTarget(href, prefix, window.location.origin);
      if (target.kind === 'document') {
        window.location.assign(target.href);
        return;
      }
      // `~` makes the path absolute for wouter, whatever the router's base.
      navigate(`~${target.path}`);
      window.scrollTo({ top: 0 });
    },
    [navigate, prefix],
  );
  return <NavigationProvider navigate={go}>{children}</NavigationProvider>;
}
