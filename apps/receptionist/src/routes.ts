import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/receptionist); 001 §2's table of the
// receptionist area. Every screen is the hospital's, read-only where 001 says
// so; the ones that name the hospital get the receptionist's (ReceptionistHospitalGate).
const AppointmentsPage = lazy(() => import('./pages/appointments'));
const DoctorsPage = lazy(() => import('./pages/doctors'));
const NursesPage = lazy(() => import('./pages/nurses'));
const PromosPage = lazy(() => import('./pages/promos'));
const ProfilePage = lazy(() => import('./pages/profile'));
const PatientPromoCodesPage = lazy(() => import('./pages/patient-promo-codes'));
const DoctorInfoPage = lazy(() => import('./pages/doctor-info'));
const NurseInfoPage = lazy(() => import('./pages/nurse-info'));
const OffersPage = lazy(() => import('./pages/offers'));
const ClaimedOffersPage = lazy(() => import('./pages/claimed-offers'));

/** The routes of the receptionist area (001 §2's table); the appointments are the home. */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: AppointmentsPage },
  { path: '/doctors', page: DoctorsPage },
  { path: '/nurse', page: NursesPage },
  { path: '/promos', page: PromosPage },
  { path: '/profile', page: ProfilePage },
  { path: '/patient-promo-codes', page: PatientPromoCodesPage },
  { path: '/doctor-info/:id', page: DoctorInfoPage },
  { path: '/nurse-info/:id', page: NurseInfoPage },
  { path: '/offers', page: OffersPage },
  { path: '/claimed-offers', page: ClaimedOffersPage },
  { notFound: NotFoundPage },
];
