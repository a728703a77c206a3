export { AppointmentCountCard, type AppointmentCountCardProps } from './appointment-count-card';
export { HospitalDashboard, type HospitalDashboardProps, preloadDashboardSections } from './hospital-dashboard';
export { HospitalDashboardScreen, type HospitalDashboardScreenProps } from './hospital-dashboard.connected';
export { StaffCardButton, type StaffCardButtonProps } from './staff-card';
export { type StaffListState, StaffTabs, type StaffTabsProps } from './staff-tabs';
export { TodaysAppointments, type TodaysAppointmentsProps } from './todays-appointments';
export { WelcomeBlock, type WelcomeBlockProps } from './welcome-block';
