export { HospitalRegistrationView, type HospitalRegistrationViewProps } from './hospital-registration';
export { HospitalRegistrationScreen, type HospitalRegistrationScreenProps } from './hospital-registration.connected';
export type { HospitalRegistrationFields, HospitalRegistrationValues } from './hospital-registration.schema';
