import type { Role } from '@aafiya/api-client';
import { loadI18n, type Namespace } from '@aafiya/ui';
import type { ReactNode } from 'react';
import type { AreaNavItem } from './area-nav';
import { browserLanguageSources, readLanguage } from './language';
import { sitePrefixOf } from './site-navigation';
import { mountSite } from './mount-site';
import { PublicArea } from './public-area';
import { RoleArea } from './role-area';
import { RoleGuard } from './role-guard';
import { SiteRoot } from './site-root';
import { type SiteRoute, SiteRoutes } from './site-routes';

// Every site is one of two shells around its route table: a role area (the
// sidebar, the user menu, only the role may enter) or the public site (the
// public header and footer). A site's main.tsx names its shell, its table and
// its navigation; index.html comes from vite.site.ts.

interface SiteBase {
  /** The site's Vite base: pass `import.meta.env.BASE_URL` (it is the site's, not this package's). */
  base: string;
  routes: readonly SiteRoute[];
  /**
   * The text namespaces of the site's first screen beyond the shell's (e.g.
   * `['hospital']` for the hospital dashboard): loaded with them before the
   * first render, so the first paint shows texts, not keys or a loading page.
   */
  namespaces?: readonly Namespace[];
  /**
   * The home page's module (the same `import('./pages/home')` as its lazy
   * route): fetched alongside the texts when the visitor lands on the site's
   * home, so its first paint is the page, not the loading placeholder.
   */
  loadHome?: () => Promise<unknown>;
}

/** The namespaces every site's shell shows: the default one, the area shell and public header, the sidebar and menus. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'shell', 'navigation'];

/** The texts of the shared components (dialogs, forms, tables, pagers, date fields, maps): loaded after the first paint. */
export const COMPONENT_NAMESPACES: readonly Namespace[] = [
  'basics',
  'overlays',
  'pager',
  'table',
  'forms',
  'files',
  'calendar',
  'maps',
];

/**
 * Loads the stored language's texts of the shell and the first screen (one
 * module each, in parallel), then renders the site. The language in use was
 * already set on <html> before paint (vite.site.ts); the other language is not
 * downloaded unless the visitor switches.
 */
function mountWithTexts(
  { base, namespaces = [], loadHome }: SiteBase,
  site: (i18n: Awaited<ReturnType<typeof loadI18n>>) => ReactNode,
): void {
  const locale = readLanguage(browserLanguageSources());
  const home = sitePrefixOf(base) || '/';
  const atHome = loadHome && window.location.pathname.replace(/\/$/, '') === home.replace(/\/$/, '');
  // A home page that fails to load here fails again, visibly, in its route.
  const page = atHome ? loadHome().catch(() => undefined) : undefined;
  void Promise.all([loadI18n(locale, [...SHELL_NAMESPACES, ...namespaces]), page]).then(([i18n]) => {
    mountSite(site(i18n));
    // Right after the first render, the shared components' texts in the language
    // in use: a dialog, form or table opened later then never hides the page (the
    // route's loading placeholder) while its texts arrive. Not at idle time: on a
    // busy device the idle callback came late enough for a dialog opened first to
    // suspend under the click (an end-to-end run lost a click that way).
    void i18n.loadNamespaces([...COMPONENT_NAMESPACES]);
  });
}

export interface RoleSite extends SiteBase {
  role: Role;
  /** The sidebar's entries in order; the first is the area's home. */
  navigation: readonly AreaNavItem[];
  /** The user menu's Profile entry; leave out for none (the admin has none, 002). */
  profile?: AreaNavItem;
  /** Pages that show the top bar's search box. */
  searchPaths?: readonly string[];
}

/** Mounts a role area: only `role` may enter (anyone else goes to /login). */
export function mountRoleSite(site: RoleSite): void {
  const { base, role, navigation, profile, searchPaths, routes } = site;
  mountWithTexts(site, (i18n) => (
    <SiteRoot base={base} i18n={i18n}>
      <RoleGuard allow={role}>
        <RoleArea items={navigation} profile={profile} searchPaths={searchPaths}>
          <SiteRoutes routes={routes} />
        </RoleArea>
      </RoleGuard>
    </SiteRoot>
  ));
}

/** Mounts the public site: guests and patients, the public header and footer around every page. */
export function mountPublicSite(site: SiteBase): void {
  const { base, routes } = site;
  mountWithTexts(site, (i18n) => (
    <SiteRoot base={base} i18n={i18n}>
      <PublicArea>
        <SiteRoutes routes={routes} />
      </PublicArea>
    </SiteRoot>
  ));
}
