export { NurseDoctorSchedule, type NurseDoctorScheduleProps } from './nurse-doctor-schedule';
export { NurseDoctorScheduleScreen, type NurseDoctorScheduleScreenProps } from './nurse-doctor-schedule.connected';
