export { VitalsDialog, type VitalsDialogProps } from './vitals-dialog';
export { NursePatientInfoScreen, type NursePatientInfoScreenProps } from './nurse-patient-info.connected';
