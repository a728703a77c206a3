import { GuestOnly, RoleGuard } from '@aafiya/session';
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';

// Each page is its own chunk, loaded when its route is first shown.
const HomePage = lazy(() => import('./pages/home'));
const LoginPage = lazy(() => import('./pages/login'));
const RegistrationChoicePage = lazy(() => import('./pages/registration-choice'));
const PatientRegistrationPage = lazy(() => import('./pages/patient-registration'));
const HospitalRegistrationPage = lazy(() => import('./pages/hospital-registration'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

/**
 * The public routes of 002 ("Public routes"). Login, registration and password
 * recovery are guest-only (a signed-in user goes to their home). Reset
 * password without a token goes to /login. The patient pages that need a
 * signed-in patient are guarded; their screens come with their issues.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/login">
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      </Route>
      <Route path="/select-registeration-type">
        <GuestOnly>
          <RegistrationChoicePage />
        </GuestOnly>
      </Route>
      <Route path="/register-patient">
        <GuestOnly>
          <PatientRegistrationPage />
        </GuestOnly>
      </Route>
      <Route path="/register-hospital">
        <GuestOnly>
          <HospitalRegistrationPage />
        </GuestOnly>
      </Route>
      <Route path="/forget-password">
        <GuestOnly>
          <ForgotPasswordPage />
        </GuestOnly>
      </Route>
      <Route path="/reset-password/:token">
        {({ token }) => (
          <GuestOnly>
            <ResetPasswordPage token={token} />
          </GuestOnly>
        )}
      </Route>
      <Route path="/reset-password">
        <Redirect to="/login" replace />
      </Route>
      <Route path="/verify-email/:token">{({ token }) => <VerifyEmailPage token={token} />}</Route>
      {/* 002: the patient dashboard and the two booking pages need a signed-in patient. */}
      <Route path="/profile">
        <RoleGuard allow="PATIENT">
          <NotFoundPage />
        </RoleGuard>
      </Route>
      <Route path="/book-appointment">
        <RoleGuard allow="PATIENT">
          <NotFoundPage />
        </RoleGuard>
      </Route>
      <Route path="/book-service-appointment">
        <RoleGuard allow="PATIENT">
          <NotFoundPage />
        </RoleGuard>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
