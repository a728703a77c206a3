export { PcrSchedule, type PcrScheduleProps } from './pcr-schedule';
export { PcrScheduleScreen, type PcrScheduleScreenProps } from './pcr-schedule.connected';
