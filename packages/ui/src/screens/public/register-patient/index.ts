export { PatientRegistrationView, type PatientRegistrationViewProps } from './patient-registration';
export { PatientRegistrationScreen, type PatientRegistrationScreenProps } from './patient-registration.connected';
export type { PatientRegistrationFields, PatientRegistrationValues } from './patient-registration.schema';
