import type { SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown.
/** The home page's module: main.tsx fetches it with the texts when the visitor lands on /. */
export const loadHome = () => import('./pages/home');
const HomePage = lazy(loadHome);
const LoginPage = lazy(() => import('./pages/login'));
const RegistrationChoicePage = lazy(() => import('./pages/registration-choice'));
const PatientRegistrationPage = lazy(() => import('./pages/patient-registration'));
const HospitalRegistrationPage = lazy(() => import('./pages/hospital-registration'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email'));
const VerifyPaperPage = lazy(() => import('./pages/verify-paper'));
const PatientReportPage = lazy(() => import('./pages/patient-report'));
const HospitalsPage = lazy(() => import('./pages/hospitals'));
const HospitalDetailPage = lazy(() => import('./pages/hospital-detail'));
const DoctorsPage = lazy(() => import('./pages/doctors'));
const DoctorDetailPage = lazy(() => import('./pages/doctor-detail'));
const BookingPage = lazy(() => import('./pages/booking'));
const ProfilePage = lazy(() => import('./pages/profile'));
const OffersPage = lazy(() => import('./pages/offers'));
const TermsOfUsePage = lazy(() => import('./pages/terms-of-use'));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy'));
const PharmacyPage = lazy(() => import('./pages/pharmacy'));
const InsurancePage = lazy(() => import('./pages/insurance'));
const GetQuotePage = lazy(() => import('./pages/get-qoute'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

/**
 * The public routes of 002 ("Public routes"). Login, registration and password
 * recovery are guest-only (a signed-in user goes to their home). Reset
 * password without a token goes to /login. The patient pages that need a
 * signed-in patient are guarded; their screens come with their issues.
 */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: HomePage },
  { path: '/login', page: LoginPage, access: 'guest' },
  { path: '/select-registeration-type', page: RegistrationChoicePage, access: 'guest' },
  { path: '/register-patient', page: PatientRegistrationPage, access: 'guest' },
  { path: '/register-hospital', page: HospitalRegistrationPage, access: 'guest' },
  { path: '/forget-password', page: ForgotPasswordPage, access: 'guest' },
  { path: '/reset-password/:token', page: ResetPasswordPage, access: 'guest' },
  { path: '/reset-password', redirectTo: '/login' },
  { path: '/verify-email/:token', page: VerifyEmailPage },
  // #19: a paper's QR code opens this, for anyone holding the paper (signed in or not).
  { path: '/verify/:reference', page: VerifyPaperPage },
  // 002: public with no role check (the data call asks for a signed-in patient or hospital staff).
  { path: '/patient-report/:appointmentId', page: PatientReportPage },
  // 002: search, hospital and doctor pages are open to guests; booking asks for a signed-in patient.
  { path: '/hospitals', page: HospitalsPage },
  { path: '/hospitals/:id', page: HospitalDetailPage },
  { path: '/doctor', page: DoctorsPage },
  { path: '/doctor/:id', page: DoctorDetailPage },
  // 002 "Legal pages": bare for a guest, inside the layout with the breadcrumb once signed in.
  { path: '/terms-of-use', page: TermsOfUsePage },
  { path: '/privacy-policy', page: PrivacyPolicyPage },
  // 002's authenticated area lists pharmacy, insurance and get-qoute without saying they need sign-in: open to all.
  // Its "pharmacy" is /pharmacies here: /pharmacy is the pharmacy staff's own site (001), served by apps/pharmacy.
  { path: '/pharmacies', page: PharmacyPage },
  { path: '/insurance', page: InsurancePage },
  { path: '/get-qoute', page: GetQuotePage },
  // 002: the patient dashboard and the two booking pages need a signed-in patient.
  { path: '/profile', page: ProfilePage, access: 'PATIENT' },
  // #25 item 6: where the patient spends his points (a path of ours; 002 names none).
  { path: '/offers', page: OffersPage, access: 'PATIENT' },
  { path: '/book-appointment', page: BookingPage, access: 'PATIENT' },
  { path: '/book-service-appointment', page: BookingPage, access: 'PATIENT' },
  { notFound: NotFoundPage },
];
