import type { Role } from '@aafiya/api-client';
import type { AreaNavItem } from './area-nav';
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
export function mountRoleSite({ base, role, navigation, profile, searchPaths, routes }: RoleSite): void {
  mountSite(
    <SiteRoot base={base}>
      <RoleGuard allow={role}>
        <RoleArea items={navigation} profile={profile} searchPaths={searchPaths}>
          <SiteRoutes routes={routes} />
        </RoleArea>
      </RoleGuard>
    </SiteRoot>,
  );
}

/** Mounts the public site: guests and patients, the public header and footer around every page. */
export function mountPublicSite({ base, routes }: SiteBase): void {
  mountSite(
    <SiteRoot base={base}>
      <PublicArea>
        <SiteRoutes routes={routes} />
      </PublicArea>
    </SiteRoot>,
  );
}
