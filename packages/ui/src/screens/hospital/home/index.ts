export { HospitalDashboard, type HospitalDashboardProps } from './hospital-dashboard';
export { HospitalDashboardScreen, type HospitalDashboardScreenProps } from './hospital-dashboard.connected';
export type { StaffListState } from './staff-tabs';
