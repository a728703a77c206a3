export { LabReports, type LabReportsProps } from './lab-reports';
export { LabReportsScreen, type LabReportsScreenProps } from './lab-reports.connected';
