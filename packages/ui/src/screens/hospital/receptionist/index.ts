export { ReceptionistsListView, type ReceptionistsListViewProps } from './receptionists-list';
export { ReceptionistsListScreen, type ReceptionistsListScreenProps } from './receptionists-list.connected';
