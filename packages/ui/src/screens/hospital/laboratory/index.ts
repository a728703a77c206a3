export { LaboratoriesListView, type LaboratoriesListViewProps } from './laboratories-list';
export { LaboratoriesListScreen, type LaboratoriesListScreenProps } from './laboratories-list.connected';
