export { HospitalProfileView, type HospitalProfileTab, type HospitalProfileViewProps } from './hospital-profile';
export { HospitalProfileScreen, type HospitalProfileScreenProps } from './hospital-profile.connected';
