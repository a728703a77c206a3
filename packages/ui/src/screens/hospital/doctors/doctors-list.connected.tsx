import { type StaffListParams, useDeleteDoctor, useDoctorsPage } from '@aafiya/api-client';
import { useLocale } from '../../../i18n';
import { createStaffListScreen, type StaffListScreenProps } from '../staff/staff-list-screen';
import { AddDoctorDialog } from '../staff-forms/doctor-form-dialog.connected';
import { DoctorsListView } from './doctors-list';

/** Specialities are named in the reader's language. */
function useLocalizedDoctorsPage(params: StaffListParams) {
  return useDoctorsPage(params, useLocale().locale);
}

/** `onOpen` opens a doctor's detail; `readOnly` is the receptionist's list (no ADD DOCTOR, no Delete). */
export type DoctorsListScreenProps = StaffListScreenProps;

/** The doctors list on the API: pages, search results, ADD DOCTOR and Delete with their toasts. */
export const DoctorsListScreen = createStaffListScreen({
  usePage: useLocalizedDoctorsPage,
  useDelete: useDeleteDoctor,
  deletedText: 'doctorDeleted',
  renderView: (doctors, props) => <DoctorsListView {...props} doctors={doctors} />,
  AddDialog: AddDoctorDialog,
});
