// Public API of @aafiya/ui. Stylesheets: `import '@aafiya/ui/styles.css'` and
// `import '@aafiya/ui/fonts.css'`.
export { cn } from './lib/cn';
export {
  isPlainClick,
  type Navigate,
  NavigationProvider,
  type NavigationProviderProps,
  useLinkClick,
  useNavigate,
} from './lib/navigation';
export * from './i18n';

// Basics
export * from './components/button';
export * from './components/icon-button';
export * from './components/link';
export * from './components/spinner';
export * from './components/progress-bar';
export * from './components/badge';
export * from './components/status-badge';
export * from './components/avatar';
export * from './components/star-rating';
export * from './components/empty-state';
export * from './components/card';
export * from './components/card-grid';

// Forms
export * from './components/forms';
export * from './components/masked-field';

// Maps (leaflet loads on first use; tile, geocoder and directions URLs are configuration)
export * from './components/maps';

// Data and layout
export * from './components/data-table';
export * from './components/app-shell';

// Navigation and overlays
export * from './components/tabs';
export * from './components/breadcrumb';
export * from './components/menu';
export * from './components/card-menu';
export * from './components/dialog';
export * from './components/confirm-dialog';
export * from './components/toaster';
export * from './components/pager';

// Scheduling
export * from './components/slot-calendar';
export * from './components/date-fields';

// Files
export * from './components/files';

// Screens: sign-in and password recovery
export * from './screens/login';
export * from './screens/registration-choice';
export * from './screens/hospital-registration';
export * from './screens/patient-registration';
export * from './screens/forgot-password';
export * from './screens/reset-password';
export * from './screens/verify-email';
export * from './screens/area-home';
export * from './screens/page-not-found';
export * from './screens/public-layout';

// Screens: hospital dashboard, patient list and the shared patient profile
export * from './screens/hospital-dashboard';
export * from './screens/patients-list';
export * from './screens/patient-profile';
export * from './screens/hospital-services';
export * from './screens/hospital-offers';

// Screens: the hospital's staff directories, their add/edit modals and the receptionist detail
export * from './screens/staff';
export * from './screens/staff-forms';
export * from './screens/doctors-list';
export * from './screens/nurses-list';
export * from './screens/laboratories-list';
export * from './screens/laboratory-detail';
export * from './screens/receptionists-list';
export * from './screens/receptionist-detail';

// Screens: doctor and nurse detail pages and their schedules
export * from './screens/provider-schedule';
export * from './screens/pcr-calendar';
export * from './screens/doctor-detail';
export * from './screens/nurse-detail';
// Screens: the hospital's records (promo codes, appointments, lab reports, claimed offers)
export * from './screens/service-details';
export * from './screens/patient-promo-codes';
export * from './screens/hospital-appointments';
export * from './screens/lab-reports';
export * from './screens/claimed-offers';
export * from './screens/hospital-profile';
export * from './screens/promo-videos';
