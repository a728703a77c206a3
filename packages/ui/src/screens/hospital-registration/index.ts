export { HospitalRegistrationView, type HospitalRegistrationViewProps } from './hospital-registration';
export { HospitalRegistrationScreen, type HospitalRegistrationScreenProps } from './hospital-registration.connected';
export {
  emptyHospitalDetails,
  emptyHospitalLocation,
  hospitalDetailsSchema,
  hospitalLocationSchema,
  hospitalTypes,
  uaeStates,
  type HospitalRegistrationFields,
  type HospitalRegistrationValues,
  type HospitalType,
  type UaeState,
} from './hospital-registration.schema';
