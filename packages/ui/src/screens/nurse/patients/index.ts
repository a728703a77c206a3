export { AddPatientDialog, type AddPatientDialogProps } from './add-patient-dialog';
export { NursePatientsScreen, type NursePatientsScreenProps } from './nurse-patients.connected';
