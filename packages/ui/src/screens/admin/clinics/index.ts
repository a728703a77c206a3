export { ClinicsList, type ClinicsListProps } from './clinics-list';
export { ClinicsListScreen, type ClinicsListScreenProps } from './clinics-list.connected';
