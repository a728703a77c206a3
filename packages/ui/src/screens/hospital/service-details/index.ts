export { ServiceButton, type ServiceButtonProps } from './service-button';
export { ServiceDetailsDialog, type ServiceDetailsDialogProps } from './service-details-dialog';
