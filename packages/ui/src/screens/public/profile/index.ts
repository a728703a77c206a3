// /profile, the patient dashboard (#25): the shell with its tabs (`?tab=`: parsePatientDashboardTab) and the
// Family Members, Appointments, Sick Leaves, QR Prescription and Lab Results tabs (loaded lazily by the shell).
export {
  orderedDashboardTabs,
  PATIENT_DASHBOARD_TABS,
  type PatientDashboardTab,
  parsePatientDashboardTab,
} from './dashboard-tabs';
export { PatientDashboard, type PatientDashboardPanels, type PatientDashboardProps } from './patient-dashboard';
export {
  PatientDashboardScreen,
  type PatientDashboardScreenProps,
  preloadPatientDashboardTabs,
} from './patient-dashboard.connected';
// The Medical Profile tab (#25 item 2; the integrator wires it into the shell's panels).
export { MedicalProfileTab, type MedicalProfileTabProps } from './medical-profile';
// The Account tab (#25 item 7): details, profile picture, account deletion request.
export { AccountTab, type AccountTabProps, AccountTabView, type AccountTabViewProps } from './account';
