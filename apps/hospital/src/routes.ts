import type { SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/hospital).
/** The dashboard's module: main.tsx fetches it with the texts when the visitor lands on /hospital. */
export const loadHome = () => import('./pages/home');
const HomePage = lazy(loadHome);
const DoctorsPage = lazy(() => import('./pages/doctors'));
const NursesPage = lazy(() => import('./pages/nurses'));
const LaboratoriesPage = lazy(() => import('./pages/laboratories'));
const ReceptionistsPage = lazy(() => import('./pages/receptionists'));
const PatientsPage = lazy(() => import('./pages/patients'));
const ServicesPage = lazy(() => import('./pages/services'));
const OffersPage = lazy(() => import('./pages/offers'));
const PromosPage = lazy(() => import('./pages/promos'));
const PatientPromoCodesPage = lazy(() => import('./pages/patient-promo-codes'));
const AppointmentsPage = lazy(() => import('./pages/appointments'));
const LabReportsPage = lazy(() => import('./pages/lab-reports'));
const ClaimedOffersPage = lazy(() => import('./pages/claimed-offers'));
const details = () => import('./pages/details');
const DoctorInfoPage = lazy(() => details().then((m) => ({ default: m.DoctorInfoPage })));
const NurseInfoPage = lazy(() => details().then((m) => ({ default: m.NurseInfoPage })));
const LaboratoryInfoPage = lazy(() => details().then((m) => ({ default: m.LaboratoryInfoPage })));
const ReceptionistInfoPage = lazy(() => details().then((m) => ({ default: m.ReceptionistInfoPage })));
const PatientInfoPage = lazy(() => details().then((m) => ({ default: m.PatientInfoPage })));
const ProfilePage = lazy(() => import('./pages/profile'));
const pcr = () => import('./pages/pcr');
const PcrTestPage = lazy(() => pcr().then((m) => ({ default: m.PcrTestPage })));
const PcrVaccinationPage = lazy(() => pcr().then((m) => ({ default: m.PcrVaccinationPage })));
const NotFoundPage = lazy(() => import('./pages/not-found'));

/**
 * The routes of the hospital area (000 §2.4, plus our /lab-reports, /lab-info/:id
 * and the PCR pages); any other path shows the not-found page.
 */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: HomePage },
  { path: '/doctors', page: DoctorsPage },
  { path: '/nurse', page: NursesPage },
  { path: '/laboratory', page: LaboratoriesPage },
  { path: '/receptionist', page: ReceptionistsPage },
  { path: '/patient', page: PatientsPage },
  { path: '/services', page: ServicesPage },
  { path: '/offers', page: OffersPage },
  { path: '/promos', page: PromosPage },
  { path: '/patient-promo-codes', page: PatientPromoCodesPage },
  { path: '/appointments', page: AppointmentsPage },
  { path: '/lab-reports', page: LabReportsPage },
  { path: '/claimed-offers', page: ClaimedOffersPage },
  { path: '/doctor-info/:id', page: DoctorInfoPage },
  { path: '/nurse-info/:id', page: NurseInfoPage },
  { path: '/lab-info/:id', page: LaboratoryInfoPage },
  { path: '/receptionist-info/:id', page: ReceptionistInfoPage },
  { path: '/patient-info/:id', page: PatientInfoPage },
  { path: '/profile', page: ProfilePage },
  { path: '/pcr-test', page: PcrTestPage },
  { path: '/pcr-vaccination', page: PcrVaccinationPage },
  { notFound: NotFoundPage },
];
