import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { UserText } from '../user-text';
import type { AppShellNavigation } from './app-shell-link';
import { AppShellBackLink } from './app-shell-back-link';
import { activeItemOf, AppShellNav, type AppShellNavItem } from './app-shell-nav';
import { AppShellSearch, type AppShellSearchProps } from './app-shell-search';
import type { AppShellUser } from './app-shell-user-menu';

// The drawer (narrow screens) and the user menu bring radix's dialog and menu
// code; they load right after the first paint instead of with every site's
// first route (the bundle report's budget).
const AppShellDrawer = lazy(() => import('./app-shell-drawer').then((m) => ({ default: m.AppShellDrawer })));
const AppShellUserMenu = lazy(() => import('./app-shell-user-menu').then((m) => ({ default: m.AppShellUserMenu })));

export interface AppShellProps extends AppShellNavigation {
  /** The product mark shown at the top of the sidebar (and of the drawer). */
  brand: ReactNode;
  /** Sidebar entries in order; `hidden` ones are left out. */
  navItems: ReadonlyArray<AppShellNavItem>;
  /**
   * The current location's path; the matching entry is marked aria-current="page".
   * On a page under an entry rather than the entry's own (a detail page), a
   * link back to that entry sits above the page.
   */
  currentPath: string;
  /** Accessible name of the sidebar navigation (default "Main navigation"). */
  navLabel?: string;
  user: AppShellUser;
  /** Where the user menu's Profile link goes; leave out to hide it (the admin has no Profile link). */
  profileHref?: string;
  onLogout: () => void;
  /** Shows the top bar's search box (doctors, nurse and laboratory lists; never for receptionists). */
  search?: AppShellSearchProps;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/**
 * The signed-in layout of every role area: a sidebar of links, a top bar with
 * an optional search box and the user menu, and the page. It adapts to its own
 * width (container queries), so below 768 px the sidebar becomes a drawer
 * behind a menu button. A skip link leads keyboard users past the navigation.
 * Navigation goes through `onNavigate` / `renderLink`: no router here.
 */
export function AppShell({
  brand,
  navItems,
  currentPath,
  navLabel,
  user,
  profileHref,
  onLogout,
  search,
  children,
  onNavigate,
  renderLink,
  className,
}: AppShellProps) {
  const { t } = useTranslation('shell');
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const label = navLabel ?? t('navigation');
  const navigation = { onNavigate, renderLink };
  const section = activeItemOf(navItems, currentPath);
  const inSection = section && currentPath.replace(/\/+$/, '') !== section.href.replace(/\/+$/, '');

  return (
    <div
      data-slot="app-shell"
      className={cn('@container/shell relative min-h-dvh w-full bg-surface-muted text-foreground', className)}
    >
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        className="sr-only rounded-md bg-surface px-4 py-2 text-sm font-semibold text-primary-700 shadow-md focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:outline-2 focus:outline-ring"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-dvh">
        {/*
          Fixed to the window rather than sticky in the row: a page whose content
          overflows its own box (taller than the row) still has the sidebar from
          the window's top to its bottom at every scroll position.
        */}
        <aside
          data-slot="app-shell-sidebar"
          className="fixed inset-y-0 start-0 z-20 hidden w-64 flex-col border-e border-border bg-surface @3xl/shell:flex"
        >
          <div className="flex h-16 shrink-0 items-center border-b border-border px-5">{brand}</div>
          <AppShellNav label={label} items={navItems} currentPath={currentPath} {...navigation} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col @3xl/shell:ms-64">
          <header
            data-slot="app-shell-topbar"
            className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 @3xl/shell:gap-4 @3xl/shell:px-6"
          >
            <Suspense fallback={<span aria-hidden className="size-10 shrink-0 @3xl/shell:hidden" />}>
              <AppShellDrawer
                className="@3xl/shell:hidden"
                brand={brand}
                label={label}
                items={navItems}
                currentPath={currentPath}
                {...navigation}
              />
            </Suspense>
            {!search && <div className="min-w-0 @3xl/shell:hidden">{brand}</div>}
            {/* A fresh box per page, holding that page's submitted text. */}
            {search && <AppShellSearch key={currentPath} className="max-w-xl flex-1" {...search} />}
            <div className="ms-auto">
              <Suspense
                fallback={
                  <span className="inline-flex h-10 items-center px-2 text-sm font-medium text-foreground">
                    <UserText>{`${user.firstName} ${user.lastName}`}</UserText>
                  </span>
                }
              >
                <AppShellUserMenu user={user} profileHref={profileHref} onLogout={onLogout} {...navigation} />
              </Suspense>
            </div>
          </header>
          <main
            ref={mainRef}
            id={mainId}
            tabIndex={-1}
            data-slot="app-shell-main"
            className="min-w-0 flex-1 p-4 outline-none @3xl/shell:p-6"
          >
            {inSection && <AppShellBackLink section={section} {...navigation} />}
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
