// The doctor area's server (#19): his papers (reports, sick leaves, QR
// prescriptions, lab requests), what he does to appointments, and the public
// verification of the papers.
export { appointmentActionHandlers } from './appointment-actions';
export { appointmentSlipHandlers } from './appointment-slip';
export { doctorReportHandlers } from './doctor-reports';
export { labRequestHandlers } from './lab-requests';
export { paperVerificationHandlers } from './paper-verification';
export { patientVitalHandlers } from './patient-vitals';
export { qrPrescriptionHandlers } from './qr-prescriptions';
export { sickLeaveHandlers } from './sick-leaves';
