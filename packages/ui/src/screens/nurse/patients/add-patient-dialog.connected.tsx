import { useCreateNursePatient } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { serverMessageOf } from '../../hospital/staff/use-staff-list';
import type { StaffDialogControl } from '../../hospital/staff-forms/staff-form-dialog';
import { saveCallbacks, useStaffDialog } from '../../hospital/staff-forms/use-staff-dialog';
import { AddPatientDialog } from './add-patient-dialog';

/**
 * Add Patient on the API (`POST /patients/createNursePatient`): on success
 * "Patient created successfully", the modal closes and the patient list is
 * fetched again; on failure the server's message (001 §8).
 */
export function AddPatientDialogScreen(control: StaffDialogControl) {
  const { t } = useTranslation('nurse');
  const create = useCreateNursePatient();
  const dialog = useStaffDialog(control, create.reset);
  return (
    <AddPatientDialog
      {...dialog.control}
      pending={create.isPending}
      error={create.isError ? serverMessageOf(create.error) : undefined}
      onSubmit={(values) => {
        create.mutate(values, saveCallbacks(t('patientCreated'), dialog.close));
      }}
    />
  );
}
