export { NurseDetail, type NurseDetailProps, type NurseDetailTab } from './nurse-detail';
export { NurseDetailScreen, type NurseDetailScreenProps } from './nurse-detail.connected';
