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
  // 002: the patient dashboard and the two booking pages need a signed-in patient.
  { path: '/profile', page: NotFoundPage, access: 'PATIENT' },
  { path: '/book-appointment', page: NotFoundPage, access: 'PATIENT' },
  { path: '/book-service-appointment', page: NotFoundPage, access: 'PATIENT' },
  { notFound: NotFoundPage },
];
