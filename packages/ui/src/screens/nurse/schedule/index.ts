export { NurseScheduleScreen, type NurseScheduleScreenProps } from './nurse-schedule.connected';
