export { LabRequests, type LabRequestsProps } from './lab-requests';
export type { LabRequestsBodyProps } from './lab-requests-body';
export { LabRequestsScreen, type LabRequestsScreenProps } from './lab-requests.connected';
