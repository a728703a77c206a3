import { AppShell, BrandMark, PageLoading } from '@aafiya/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { AreaContext } from './area-context';
import { type AreaNavItem, useNavItems } from './area-nav';
import { useSessionState } from './session-state';
import { useCurrentPathname } from './use-requested-path';
import { useLogout } from './use-logout';
import { useTopBarSearch } from './top-bar-search';

// The notifications (push token, stream, fallback; about 3 kB gzip) show nothing
// of their own: their code loads after the first paint, as the toasts' does.
const AreaNotifications = lazy(() => import('./area-notifications').then((m) => ({ default: m.AreaNotifications })));

export interface RoleAreaProps {
  /** The sidebar's entries in order; the first is the area's root (its home). */
  items: readonly AreaNavItem[];
  /** The user menu's Profile entry (000 §2.5: "a Profile link (not for admin)"); leave out for none. */
  profile?: AreaNavItem;
  /**
   * Pages that show the top bar's search box (000 §2.5: the doctors, nurse and
   * laboratory lists; never receptionists). Their pages read the text with useSearchText().
   */
  searchPaths?: readonly string[];
  /** The routes. */
  children: ReactNode;
}

/**
 * The layout of a signed-in role area: the AppShell with the role's sidebar,
 * the stored user's name (and picture) in the user menu with Profile and
 * Logout, and the page (lazy pages show PageLoading while their code loads);
 * AreaNotifications registers the push token and shows incoming notifications.
 */
export function RoleArea({ items, profile, searchPaths = [], children }: RoleAreaProps) {
  const session = useSessionState();
  const currentPath = useCurrentPathname();
  const logout = useLogout();
  const search = useTopBarSearch(currentPath);
  const searchable = searchPaths.some((path) => path.replace(/\/$/, '') === currentPath.replace(/\/$/, ''));
  const navItems = useNavItems(items, session);
  const [profileItem] = useNavItems(profile ? [profile] : [], session);
  const homeHref = items[0]?.href ?? '/';
  const area = { homeHref, items: navItems, profile: profileItem };
  const user = session.user;
  return (
    <AreaContext value={area}>
      <AppShell
        brand={<BrandMark />}
        navItems={navItems}
        currentPath={currentPath}
        user={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', imageUrl: user?.image }}
        profileHref={profileItem?.href}
        onLogout={logout}
        search={
          searchable
            ? {
                defaultValue: search.text,
                onSearch: search.onSearch,
                onSearchClear: search.onSearchClear,
              }
            : undefined
        }
      >
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
        <Suspense fallback={null}>
          <AreaNotifications />
        </Suspense>
      </AppShell>
    </AreaContext>
  );
}
