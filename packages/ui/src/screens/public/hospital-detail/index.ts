export { type HospitalDetailState, HospitalDetailView, type HospitalDetailViewProps } from './hospital-detail';
export { HospitalDetailScreen, type HospitalDetailScreenProps } from './hospital-detail.connected';
