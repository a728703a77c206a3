export { NursesListView, type NursesListViewProps } from './nurses-list';
export { NursesListScreen, type NursesListScreenProps } from './nurses-list.connected';
