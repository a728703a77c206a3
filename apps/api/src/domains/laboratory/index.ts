// laboratory: lab requests and their reports, listed by day for the laboratory and its hospital, downloaded as PDF;
// the laboratory sends a request's results.
export { labReportHandlers } from './lab-reports';
export { labResultHandlers } from './lab-results';
