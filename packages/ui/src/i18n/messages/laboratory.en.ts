import type { Catalog } from './messages';

/**
 * Texts of the laboratory area's own screens (001 §2 "Laboratory area", §4
 * "Lab result submission", §8 "Lab", #21).
 *
 * English (loaded alone: messages/laboratory.ar.ts has the Arabic).
 */
export default {
  requestsTitle: 'Pending Lab Requests', // (ours: the doctor's title of the same list)
  recordsTitle: 'Lab Result Records', // (ours: the route's name, /laboratory/lab-result-records)
  noRequests: 'No Lab Requests Found',
  noResults: 'No Test Results Found',
  loadFailed: 'Problem while getting requests', // 001 §8 (the doctor's lab requests)
  patient: 'Patient', // (ours)
  doctor: 'Doctor', // (ours)
  date: 'Date', // (ours)
  tests: 'Tests', // (ours)
  result: 'Result',
  range: 'Reference Range',
  report: 'Report (PDF)', // (ours)
  formHint: 'For each test, enter the result and the reference range, or attach its PDF report.', // (ours)
  onlyPdf: 'Only pdf files are allowed',
  maxSize: 'Max size should be 20 MB',
  noTests: 'Test results not completed',
  incomplete: 'Please add result and range or select file for test {{test}}',
  send: 'Send Result', // (ours)
  sending: 'Sending…', // (ours)
  uploadProgress: 'Upload progress', // (ours)
  sent: 'Result sent successfully',
  sendFailed: 'Problem while sending the result',
} satisfies Catalog;
