// laboratory: lab requests and their reports, listed by day for the laboratory and its hospital, downloaded as PDF.
export { labReportHandlers } from './lab-reports';
