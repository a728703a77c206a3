export { DoctorAppointments, type DoctorAppointmentsProps } from './doctor-appointments';
export { DoctorAppointmentsScreen, type DoctorAppointmentsScreenProps } from './doctor-appointments.connected';
export type { WelcomeDoctor } from './welcome-banner';
