// nurse: nurse reports, listed by day for the nurse and his hospital.
export { nurseReportHandlers } from './nurse-reports';
