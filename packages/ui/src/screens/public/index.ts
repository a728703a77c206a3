// `@aafiya/ui/public`: the public site's screens (apps/patient), each folder named
// after its route (`/login` → login/, `/select-registeration-type`,
// `/register-patient`, `/register-hospital`, `/forget-password`,
// `/reset-password/:token`, `/verify-email/:token`, `/verify/:reference`,
// `/patient-report/:appointmentId`), and the site's layout.
export * from './login';
export * from './select-registeration-type';
export * from './register-patient';
export * from './register-hospital';
export * from './forget-password';
export * from './reset-password';
export * from './verify-email';
export * from './verify-paper';
export * from './patient-report';
export * from './layout';
export * from './legal';
export * from './pharmacy';
export * from './insurance';
export * from './get-qoute';
// #24: the home page `/`, `/hospitals` and `/doctor` (their addresses keep the search: parse…/format…Search).
export * from './home';
export * from './hospital-search';
export * from './doctor-search';
export * from './search';
// The hospital and doctor pages (/hospitals/:id, /doctor/:id; #24).
export * from './hospital-detail';
export * from './doctor-detail';
// #24: the booking pages /book-appointment and /book-service-appointment, and the booking hand-off.
export * from './booking';
// #25: the patient dashboard /profile (the tab in `?tab=`: parsePatientDashboardTab).
export * from './profile';
// #25: the patient dashboard's Family Members and Appointments tabs (/profile).
export * from './profile/family';
export * from './profile/appointments';
// #25: the patient's Offers /offers (claiming offers with points, his promo codes).
export * from './offers';
