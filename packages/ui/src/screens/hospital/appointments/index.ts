export { HospitalAppointments, type HospitalAppointmentsProps } from './hospital-appointments';
export { HospitalAppointmentsScreen, type HospitalAppointmentsScreenProps } from './hospital-appointments.connected';
