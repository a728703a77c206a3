export { AppointmentDetailsDialog, type AppointmentDetailsDialogProps } from './appointment-details-dialog';
export { ProviderSchedule, type ProviderScheduleProps } from './provider-schedule';
export { ProviderScheduleScreen, type ProviderScheduleScreenProps } from './provider-schedule.connected';
