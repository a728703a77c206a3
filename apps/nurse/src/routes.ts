import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/nurse); 001 §2's table of the nurse area, plus
// /patient, the nurse's patient list (its cards open /patient-info/{id}; the
// table names no route for it).
const DashboardPage = lazy(() => import('./pages/dashboard'));
const SchedulePage = lazy(() => import('./pages/schedule'));
const DoctorSchedulesPage = lazy(() => import('./pages/doctor-schedules'));
const DoctorSchedulePage = lazy(() => import('./pages/doctor-schedule'));
const PatientsPage = lazy(() => import('./pages/patients'));
const PatientInfoPage = lazy(() => import('./pages/patient-info'));
const DiagnosisPage = lazy(() => import('./pages/diagnosis'));
const ProfilePage = lazy(() => import('./pages/profile'));

/** The routes of the nurse area; the dashboard of appointments is the home. */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: DashboardPage },
  { path: '/schedule', page: SchedulePage },
  { path: '/doctor-schedule', page: DoctorSchedulesPage },
  { path: '/schedule/:doctorId', page: DoctorSchedulePage },
  { path: '/patient', page: PatientsPage },
  { path: '/patient-info/:id', page: PatientInfoPage },
  { path: '/patient-info/:id/:appointmentId', page: DiagnosisPage },
  { path: '/profile', page: ProfilePage },
  { notFound: NotFoundPage },
];
