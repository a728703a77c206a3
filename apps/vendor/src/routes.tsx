import { lazy } from 'react';
import { Route, Switch } from 'wouter';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/vendor).
const HomePage = lazy(() => import('./pages/home'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

/**
 * The routes of the vendor area. The sidebar's other sections have no screen
 * yet: they fall through to the not-found page until their issues land.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
