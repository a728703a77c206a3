import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/doctors); 001 §2's table of the doctor area.
const CalendarPage = lazy(() => import('./pages/calendar'));
const AppointmentsPage = lazy(() => import('./pages/appointments'));
const PatientsPage = lazy(() => import('./pages/patients'));
const LabResultsPage = lazy(() => import('./pages/lab-results'));
const ProfilePage = lazy(() => import('./pages/profile'));
const PatientInfoPage = lazy(() => import('./pages/patient-info'));
const DiagnosisPage = lazy(() => import('./pages/diagnosis'));

/** The routes of the doctor area (001 §2's table); the calendar is the home. */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: CalendarPage },
  { path: '/appointment', page: AppointmentsPage },
  { path: '/patient', page: PatientsPage },
  { path: '/lab-results', page: LabResultsPage },
  { path: '/profile', page: ProfilePage },
  { path: '/patient-info/:id', page: PatientInfoPage },
  { path: '/patient-info/:id/:appointmentId', page: DiagnosisPage },
  { notFound: NotFoundPage },
];
