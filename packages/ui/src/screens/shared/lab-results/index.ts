// Pieces of the lab request screens that several areas share (not exported from the package):
// the results' columns (the hospital's and doctor's results modal, the laboratory's records),
// the paged list of request cards (the laboratory's requests and records, the doctor's tabs), and a report's
// download (the three screens' connected wrappers).
export { type LabResultColumnsOptions, useLabResultColumns } from './lab-result-columns';
export { type LabRequestPageState, PagedLabRequests, type PagedLabRequestsProps } from './paged-lab-requests';
export { useLabReportDownload } from './use-lab-report-download';
