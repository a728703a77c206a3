// nurse: nurse reports (written, read, listed by day and by patient) and the
// patients a nurse adds.
export { nursePatientHandlers } from './nurse-patients';
export { nurseReportHandlers } from './nurse-reports';
