export { type PatientReportState, PatientReportView, type PatientReportViewProps } from './patient-report';
export { PatientReportScreen, type PatientReportScreenProps } from './patient-report.connected';
