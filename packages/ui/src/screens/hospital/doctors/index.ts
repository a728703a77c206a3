export { DoctorsListView, type DoctorsListViewProps } from './doctors-list';
export { DoctorsListScreen, type DoctorsListScreenProps } from './doctors-list.connected';
