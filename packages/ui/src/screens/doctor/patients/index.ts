export { DoctorPatients, type DoctorPatientsProps } from './doctor-patients';
export { DoctorPatientsScreen, type DoctorPatientsScreenProps } from './doctor-patients.connected';
