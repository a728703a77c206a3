export { AdminDashboard, type AdminDashboardProps } from './admin-dashboard';
export { AdminDashboardScreen, type AdminDashboardScreenProps } from './admin-dashboard.connected';
