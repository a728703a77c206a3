import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/doctors); 001 §2's table of the doctor area.
const CalendarPage = lazy(() => import('./pages/calendar'));
const AppointmentsPage = lazy(() => import('./pages/appointments'));
const PatientsPage = lazy(() => import('./pages/patients'));
const LabResultsPage = lazy(() => import('./pages/lab-results'));
const PatientInfoPage = lazy(() => import('./pages/patient-info'));

/**
 * The routes of the doctor area (001 §2). The calendar is the home; the
 * sections still being built (#19) fall through to the not-found page.
 */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: CalendarPage },
  { path: '/appointment', page: AppointmentsPage },
  { path: '/patient', page: PatientsPage },
  { path: '/lab-results', page: LabResultsPage },
  { path: '/patient-info/:id', page: PatientInfoPage },
  { notFound: NotFoundPage },
];
