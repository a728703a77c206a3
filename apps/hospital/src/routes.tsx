import { lazy } from 'react';
import { Route, Switch } from 'wouter';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/hospital).
const HomePage = lazy(() => import('./pages/home'));
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
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/doctors" component={DoctorsPage} />
      <Route path="/nurse" component={NursesPage} />
      <Route path="/laboratory" component={LaboratoriesPage} />
      <Route path="/receptionist" component={ReceptionistsPage} />
      <Route path="/patient" component={PatientsPage} />
      <Route path="/services" component={ServicesPage} />
      <Route path="/offers" component={OffersPage} />
      <Route path="/promos" component={PromosPage} />
      <Route path="/patient-promo-codes" component={PatientPromoCodesPage} />
      <Route path="/appointments" component={AppointmentsPage} />
      <Route path="/lab-reports" component={LabReportsPage} />
      <Route path="/claimed-offers" component={ClaimedOffersPage} />
      <Route path="/doctor-info/:id" component={DoctorInfoPage} />
      <Route path="/nurse-info/:id" component={NurseInfoPage} />
      <Route path="/lab-info/:id" component={LaboratoryInfoPage} />
      <Route path="/receptionist-info/:id" component={ReceptionistInfoPage} />
      <Route path="/patient-info/:id" component={PatientInfoPage} />
      <Route path="/profile" component={ProfilePage} />
      <Route path="/pcr-test" component={PcrTestPage} />
      <Route path="/pcr-vaccination" component={PcrVaccinationPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
