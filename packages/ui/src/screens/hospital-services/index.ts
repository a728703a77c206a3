export { HospitalServicesView, type HospitalServicesViewProps } from './hospital-services';
export { HospitalServicesScreen, type HospitalServicesScreenProps } from './hospital-services.connected';
export { ServiceCard, type ServiceCardProps } from './service-card';
export {
  ServiceForm,
  ServiceFormDialog,
  type ServiceFormDialogProps,
  type ServiceFormProps,
} from './service-form-dialog';
export {
  createServiceFormSchema,
  emptyServiceForm,
  serviceFormSchema,
  type ServiceFormFields,
  type ServiceFormValues,
} from './service-form.schema';
