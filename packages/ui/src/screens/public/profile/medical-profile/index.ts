export { MedicalProfile, type MedicalProfileProps, type VitalsFormControl } from './medical-profile';
export { MedicalProfileTab, type MedicalProfileTabProps } from './medical-profile.connected';
