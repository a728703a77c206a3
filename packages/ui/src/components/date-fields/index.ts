export { DateField, type DateFieldProps } from './date-field';
export { DateCalendar } from './date-calendar';
export { TimeSelect, type TimeSelectProps } from './time-select';
export { DateTimeRangeField, type DateTimeRangeFieldProps } from './date-time-range-field';
export { formatDisplayDate, toCalendarDate, toIsoDate, type IsoDate } from './date-value';
export { halfHourTimes, minutesOfDay, type HalfHourTime } from './half-hour-times';
export {
  isOnHalfHour,
  nextHalfHour,
  slotDateTime,
  slotFromTimes,
  slotTime,
  slotToTimes,
  toAfterFrom,
  validateSlotRange,
  type SlotTimeRange,
  type SlotRangeError,
} from './slot-range';
