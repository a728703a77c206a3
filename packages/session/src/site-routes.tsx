import type { Role } from '@aafiya/api-client';
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { GuestOnly } from './guest-only';
import { RoleGuard } from './role-guard';

/** The path parameters of a route (`/reset-password/:token` gives `{ token }`). */
export type RouteParams = Record<string, string | undefined>;

/** One row of a site's route table. */
export type SiteRoute =
  | {
      /** Relative to the site's base (`/doctors` in the hospital site is /hospital/doctors). */
      path: string;
      /** The page; usually `lazy(() => import('./pages/…'))`, each page its own chunk. */
      page: ComponentType<{ params: RouteParams }>;
      /** `guest`: guests only (a signed-in user goes home); a role: that role only (others go to /login). */
      access?: 'guest' | Role;
    }
  | { path: string; redirectTo: string }
  /** The last row: what any other path shows. */
  | { notFound: ComponentType<{ params: RouteParams }> };

/** A site's routes from its table, in order; the first match wins. */
export function SiteRoutes({ routes }: { routes: readonly SiteRoute[] }) {
  return (
    <Switch>
      {routes.map((route) => {
        if ('notFound' in route) return <Route key="*" component={route.notFound} />;
        if ('redirectTo' in route)
          return (
            <Route key={route.path} path={route.path}>
              <Redirect to={route.redirectTo} replace />
            </Route>
          );
        const { path, page: Page, access } = route;
        return (
          <Route key={path} path={path}>
            {(params: RouteParams) =>
              access === 'guest' ? (
                <GuestOnly>
                  <Page params={params} />
                </GuestOnly>
              ) : access ? (
                <RoleGuard allow={access}>
                  <Page params={params} />
                </RoleGuard>
              ) : (
                <Page params={params} />
              )
            }
          </Route>
        );
      })}
    </Switch>
  );
}
