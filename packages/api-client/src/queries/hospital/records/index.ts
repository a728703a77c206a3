// The hospital's record tables (000 §2.5): Appointments, Claimed Offers,
// Laboratory Reports, Patient Promo Code, and the Service Details modal.
export {
  type AppointmentRecordRow,
  appointmentRecordsQueryOptions,
  toAppointmentRecordRow,
  toAppointmentRecordRows,
  useAppointmentRecords,
} from './appointment-records';
export { type ClaimedOfferRow, claimedOffersQueryOptions, toClaimedOfferRow, useClaimedOffers } from './claimed-offers';
export {
  fetchLabReport,
  fileIdOf,
  type LabReportFile,
  type LabReportRow,
  labReportsQueryOptions,
  type LabResultLine,
  toLabReportRow,
  useDownloadLabReport,
  useLabReports,
} from './lab-reports';
export {
  filterPromoCodes,
  matchesEmiratesId,
  type PatientPromoCodeRow,
  patientPromoCodesQueryOptions,
  toPatientPromoCodeRow,
  usePatientPromoCodes,
} from './patient-promo-codes';
export { type ServiceDetails, toServiceDetails } from './service-details';
