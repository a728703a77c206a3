export { DoctorCalendar, type DoctorCalendarProps } from './doctor-calendar';
export { DoctorCalendarScreen, type DoctorCalendarScreenProps } from './doctor-calendar.connected';
