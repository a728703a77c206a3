export { NurseDashboard, type NurseDashboardProps } from './nurse-dashboard';
export { NurseDashboardScreen, type NurseDashboardScreenProps } from './nurse-dashboard.connected';
