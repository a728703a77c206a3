import { useDeleteNurse, useNursesPage } from '@aafiya/api-client';
import { createStaffListScreen, type StaffListScreenProps } from '../staff/staff-list-screen';
import { AddNurseDialog } from '../staff-forms/nurse-form-dialog.connected';
import { NursesListView } from './nurses-list';

export type NursesListScreenProps = StaffListScreenProps;

/** The nurse/technician list on the API: pages, search results, + ADD NURSE/TECHNICIAN and Delete with their toasts. */
export const NursesListScreen = createStaffListScreen({
  usePage: useNursesPage,
  useDelete: useDeleteNurse,
  deletedText: 'nurseDeleted',
  renderView: (nurses, props) => <NursesListView {...props} nurses={nurses} />,
  AddDialog: AddNurseDialog,
});
