import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are relative to the site's base
// (/pharmacy); 001 §2's routes of the pharmacy area, made real by #21.
const DispensedPage = lazy(() => import('./pages/dispensed'));
const ScanQrPrescriptionPage = lazy(() => import('./pages/scan-qr-prescription'));
const PharmacyDetailsPage = lazy(() => import('./pages/pharmacy-details'));
const ProfilePage = lazy(() => import('./pages/profile'));

/** The routes of the pharmacy area; the prescriptions it dispensed are the home. */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: DispensedPage },
  { path: '/scan-qr-prescription', page: ScanQrPrescriptionPage },
  { path: '/pharmacy-details', page: PharmacyDetailsPage },
  { path: '/profile', page: ProfilePage },
  { notFound: NotFoundPage },
];
