import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/laboratory); 001 §2's laboratory area.
const LabRequestsPage = lazy(() => import('./pages/lab-requests'));
const LabResultRecordsPage = lazy(() => import('./pages/lab-result-records'));
const ProfilePage = lazy(() => import('./pages/profile'));

/** The routes of the laboratory area; the pending lab requests are the home. */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: LabRequestsPage },
  { path: '/lab-result-records', page: LabResultRecordsPage },
  { path: '/profile', page: ProfilePage },
  { notFound: NotFoundPage },
];
