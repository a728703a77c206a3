export { DoctorProfileView, type DoctorProfileTab, type DoctorProfileViewProps } from './doctor-profile';
export { DoctorProfileScreen, type DoctorProfileScreenProps } from './doctor-profile.connected';
export type { AccountTabActions as DoctorAccountTabActions } from './account-tab';
export type { ProfileTabActions as DoctorProfileTabActions } from './profile-tab';
export type { DoctorAccountValues, DoctorProfileUpdateValues } from './doctor-profile.schema';
