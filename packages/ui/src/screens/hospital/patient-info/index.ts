export { PatientProfile, type PatientProfileProps } from './patient-profile';
export { PatientProfileScreen, type PatientProfileScreenProps } from './patient-profile.connected';
