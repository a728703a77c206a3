import type { Catalog } from './messages';

/**
 * Texts of the hospital area's record screens: Patient Promo Code,
 * Appointments, Laboratory Reports, Claimed Offers and the shared Service
 * Details modal (000 §2.5, §4, §8). English keeps the specification's words,
 * column headers in its capitalisation; texts it does not show are ours and
 * marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/hospital-records.ar.ts has the Arabic).
 */
export default {
  // Service Details modal
  serviceDetails: 'Service Details',
  serviceName: 'Name', // (ours)
  servicePrice: 'Price', // (ours)
  coveredByInsurance: 'Covered by insurance',
  serviceDescription: 'Description', // (ours)
  priceAed: 'AED {{price}}',
  free: 'Free',
  yes: 'Yes',
  no: 'No',
  noDescription: 'No description', // (ours)
  close: 'Close',
  // Shared
  date: 'Date',
  notApplicable: 'N/A',
  retry: 'Try again',
  // Appointments
  appointmentsTitle: 'Appointments',
  emiratesIdFilter: 'Emirates ID',
  emiratesIdHint: 'Part of an Emirates ID', // (ours)
  columnProvider: 'Provider',
  columnPatientNameUpper: 'PATIENT NAME',
  columnEmiratesIdUpper: 'EMIRATES ID',
  columnServiceUpper: 'SERVICE',
  columnDateUpper: 'DATE',
  columnTimeUpper: 'TIME',
  columnStatusUpper: 'STATUS',
  past: 'Past', // (ours: read out for greyed rows)
  noAppointments: 'No appointment found',
  appointmentsError: 'Problem while getting appointments',
  // Laboratory reports
  labReportsTitle: 'Laboratory Reports',
  columnDoctorUpper: 'DOCTOR',
  columnLaboratoryUpper: 'LABORATORY',
  columnTestUpper: 'TEST',
  columnResultUpper: 'RESULT',
  viewResults: 'View Results',
  resultsTitle: 'Results of {{patient}}', // (ours)
  resultsDescription: 'Requested by {{doctor}}, {{date}}', // (ours)
  resultTest: 'Test',
  resultValue: 'Result',
  resultRange: 'Reference Range',
  resultReport: 'Report',
  downloadReport: 'Download', // (ours)
  downloadReportOf: 'Download the report of {{test}}', // (ours)
  reportNotAvailable: 'Not Available',
  noLabReports: 'No lab reports found',
  labReportsError: 'Problem while getting lab reports', // (ours)
  // Patient promo codes
  promoCodesTitle: 'Patient Promo Code',
  searchEmiratesId: 'Search Patient with Emirates ID',
  columnPatientName: 'Patient Name',
  columnAppointmentDate: 'Appointment Date',
  columnPatientEmiratesId: 'Patient Emirates ID',
  columnService: 'Service',
  columnCode: 'Code',
  columnStatus: 'Status',
  noPromoCodes: 'No Promo Codes',
  searchNotFound: 'Search Not Found',
  promoCodesError: 'Problem while getting promo codes', // (ours)
  // Claimed offers
  claimedOffersTitle: 'Claimed Offers',
  columnTakenDate: 'Taken Date',
  columnOfferName: 'Offer Name',
  columnPoints: 'Points',
  columnPromoCode: 'Promo Code',
  claimedOffersError: 'Problem while getting claimed offers', // (ours)
} satisfies Catalog;
