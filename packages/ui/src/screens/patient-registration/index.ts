export { PatientRegistrationView, type PatientRegistrationViewProps } from './patient-registration';
export { PatientRegistrationScreen, type PatientRegistrationScreenProps } from './patient-registration.connected';
export {
  emptyPatientRegistration,
  patientRegistrationSchema,
  registrationGenders,
  type PatientRegistrationFields,
  type PatientRegistrationValues,
  type RegistrationGender,
} from './patient-registration.schema';
