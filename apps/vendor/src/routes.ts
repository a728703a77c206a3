import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/vendor); 002's vendor area.
const PackagesPage = lazy(() => import('./pages/packages'));
const PromoCodesPage = lazy(() => import('./pages/promo-codes'));
const ProfilePage = lazy(() => import('./pages/profile'));

/** The routes of the vendor area: Offers (Vendor Packages) is the home. */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: PackagesPage },
  { path: '/promo-codes', page: PromoCodesPage },
  { path: '/profile', page: ProfilePage },
  { notFound: NotFoundPage },
];
