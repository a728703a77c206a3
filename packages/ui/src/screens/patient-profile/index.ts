export { LabResultsTable, type LabResultsTableProps } from './lab-results-table';
export { PatientDetails, type PatientDetailsProps } from './patient-details';
export { PatientDoctors, type PatientDoctorsProps } from './patient-doctors';
export { PatientProfile, type PatientProfileProps } from './patient-profile';
export { PatientProfileScreen, type PatientProfileScreenProps } from './patient-profile.connected';
export { VitalsCards, type VitalsCardsProps } from './vitals-cards';
