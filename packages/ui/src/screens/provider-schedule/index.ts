export {
  AppointmentDetailsDialog,
  type AppointmentDetailsDialogProps,
  type AppointmentDetailsSlot,
} from './appointment-details-dialog';
export { ProviderSchedule, type ProviderScheduleProps } from './provider-schedule';
export { ProviderScheduleScreen, type ProviderScheduleScreenProps } from './provider-schedule.connected';
