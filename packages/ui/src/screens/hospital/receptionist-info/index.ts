export { ReceptionistDetailView, type ReceptionistDetailViewProps } from './receptionist-detail';
export { ReceptionistDetailScreen, type ReceptionistDetailScreenProps } from './receptionist-detail.connected';
