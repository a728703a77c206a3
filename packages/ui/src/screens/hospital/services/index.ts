export { HospitalServicesView, type HospitalServicesViewProps } from './hospital-services';
export { HospitalServicesScreen, type HospitalServicesScreenProps } from './hospital-services.connected';
