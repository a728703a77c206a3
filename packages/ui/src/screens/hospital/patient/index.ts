export { PatientsList, type PatientsListProps } from './patients-list';
export { PatientsListScreen, type PatientsListScreenProps } from './patients-list.connected';
