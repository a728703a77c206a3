import { useDeleteLaboratory, useLaboratoriesPage } from '@aafiya/api-client';
import { createStaffListScreen, type StaffListScreenProps } from '../staff/staff-list-screen';
import { AddLaboratoryDialog } from '../staff-forms/person-form-dialog.connected';
import { LaboratoriesListView } from './laboratories-list';

export type LaboratoriesListScreenProps = StaffListScreenProps;

/** The laboratory list on the API: pages, search results, ADD Laboratory and Delete with their toasts. */
export const LaboratoriesListScreen = createStaffListScreen({
  usePage: useLaboratoriesPage,
  useDelete: useDeleteLaboratory,
  deletedText: 'laboratoryDeleted',
  renderView: (laboratories, props) => <LaboratoriesListView {...props} laboratories={laboratories} />,
  AddDialog: AddLaboratoryDialog,
});
