export { PcrCalendar, type PcrCalendarProps } from './pcr-calendar';
export { PcrCalendarScreen, type PcrCalendarScreenProps } from './pcr-calendar.connected';
