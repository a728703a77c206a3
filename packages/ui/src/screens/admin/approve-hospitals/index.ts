export { type FileTab, type OpenFileTab, openFileTab } from './file-tab';
export { HospitalApprovals, type HospitalApprovalsProps } from './hospital-approvals';
export { HospitalApprovalsScreen, type HospitalApprovalsScreenProps } from './hospital-approvals.connected';
