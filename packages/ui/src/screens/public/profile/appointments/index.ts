export { Appointments, type AppointmentsProps } from './appointments';
export { AppointmentsTab, type AppointmentsTabProps } from './appointments.connected';
