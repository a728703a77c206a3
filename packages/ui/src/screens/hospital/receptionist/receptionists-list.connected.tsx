import { useDeleteReceptionist, useReceptionistsPage } from '@aafiya/api-client';
import { createStaffListScreen, type StaffListScreenProps } from '../staff/staff-list-screen';
import { AddReceptionistDialog } from '../staff-forms/person-form-dialog.connected';
import { ReceptionistsListView } from './receptionists-list';

export type ReceptionistsListScreenProps = StaffListScreenProps;

/** The receptionists list on the API: pages, search results, + ADD RECEPTIONIST and Delete with their toasts. */
export const ReceptionistsListScreen = createStaffListScreen({
  usePage: useReceptionistsPage,
  useDelete: useDeleteReceptionist,
  deletedText: 'receptionistDeleted',
  renderView: (receptionists, props) => <ReceptionistsListView {...props} receptionists={receptionists} />,
  AddDialog: AddReceptionistDialog,
});
