import { AppShell, BrandMark, PageLoading } from '@aafiya/ui';
import { type ReactNode, Suspense } from 'react';
import { AreaContext } from './area-context';
import { type AreaNavItem, useNavItems } from './area-nav';
import { useSessionState } from './session-state';
import { useCurrentPathname } from './use-requested-path';
import { useLogout } from './use-logout';

export interface RoleAreaProps {
  /** The sidebar's entries in order; the first is the area's root (its home). */
  items: readonly AreaNavItem[];
  /** The user menu's Profile entry (000 §2.5: "a Profile link (not for admin)"); leave out for none. */
  profile?: AreaNavItem;
  /** The routes. */
  children: ReactNode;
}

/**
 * The layout of a signed-in role area: the AppShell with the role's sidebar,
 * the stored user's name (and picture) in the user menu with Profile and
 * Logout, and the page (lazy pages show PageLoading while their code loads).
 */
export function RoleArea({ items, profile, children }: RoleAreaProps) {
  const session = useSessionState();
  const currentPath = useCurrentPathname();
  const logout = useLogout();
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
      >
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </AppShell>
    </AreaContext>
  );
}
