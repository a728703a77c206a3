// The patient dashboard's papers (#25 item 5): sick leaves, QR prescriptions, lab results, and his points balance.
export {
  type PatientSickLeave,
  patientSickLeavesQueryOptions,
  toPatientSickLeave,
  usePatientSickLeaves,
} from './sick-leaves';
export { type PatientQrPrescription, toPatientQrPrescriptions, useOwnQrPrescriptions } from './qr-prescriptions';
export { toOwnLabRequests, useOwnLabRequests } from './lab-results';
export { useProfilePoints } from './points';
