export { LaboratoryDetailView, type LaboratoryDetailViewProps } from './laboratory-detail';
export { LaboratoryDetailScreen, type LaboratoryDetailScreenProps } from './laboratory-detail.connected';
