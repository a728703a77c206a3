export { DoctorLabResults, type DoctorLabResultsProps, type LabRequestTabState } from './doctor-lab-results';
export { DoctorLabResultsScreen, type DoctorLabResultsScreenProps } from './doctor-lab-results.connected';
