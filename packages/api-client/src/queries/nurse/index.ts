// The nurse area's hooks (#20): her own record, her dashboard, Add Patient and the vitals form.
// Her slots are the shared schedule's (`useProviderSlots` with `{ kind: 'nurse', … }`).
export { useDeleteNursePicture, useNurseAccount, useUpdateNurseAccount, useUploadNursePicture } from './account';
export {
  isNurseAppointment,
  nurseAppointmentAction,
  type NurseAppointmentRow,
  nurseDashboardQueryOptions,
  toNurseAppointmentRow,
  toNurseAppointmentRows,
  useNurseDashboardAppointments,
} from './dashboard-appointments';
export {
  createNursePatient,
  type NursePatientInput,
  toNursePatientBody,
  useCreateNursePatient,
} from './nurse-patients';
export { type OwnNurse, ownNurseQueryOptions, useOwnNurse } from './own-nurse';
export {
  type BloodType,
  bloodTypes,
  splitAllergies,
  toVitalsBody,
  updatePatientVitals,
  useUpdatePatientVitals,
  type VitalsInput,
} from './vitals';
