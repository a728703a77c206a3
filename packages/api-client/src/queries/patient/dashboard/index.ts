// The patient dashboard's Family Members and Appointments tabs (#25 items 3 and 4).
export {
  addFamilyMember,
  type FamilyMemberInput,
  type FamilyRelation,
  familyRelations,
  type PatientFamilyMember,
  toPatientFamily,
  useAddFamilyMember,
  useDeleteFamilyMember,
  usePatientFamily,
} from './family';
export {
  APPOINTMENT_SLIP_FILENAME,
  fetchAppointmentSlip,
  type PatientAppointment,
  type PatientAppointments,
  toPatientAppointment,
  toPatientAppointments,
  useDeletePatientAppointment,
  useDownloadAppointmentSlip,
  usePatientAppointments,
} from './appointments';
// The Medical Profile tab (#25 item 2).
export { type MedicalProfile, type MedicalProfileVisit, toMedicalProfile, useMedicalProfile } from './medical-profile';
export { type OwnVitalsInput, toOwnVitalsBody, updateOwnVitals, useUpdateOwnVitals } from './vitals';
// The dashboard's Account tab (#25 item 7): details, profile picture, account deletion request.
export {
  type PatientAccount,
  type PatientAccountGender,
  type PatientAccountInput,
  toPatientAccount,
  toPatientUpdate,
  useDeletePatientPicture,
  usePatientAccount,
  useToggleAccountDeletion,
  useUpdateOwnAccount,
  useUploadPatientPicture,
} from './account';
