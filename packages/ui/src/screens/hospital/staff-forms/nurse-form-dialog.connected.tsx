import { type NurseProfile, toNurseInput, useCreateNurse, useUpdateNurse } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { serverMessageOf } from '../staff/use-staff-list';
import { NurseFormDialog } from './nurse-form-dialog';
import type { StaffDialogControl } from './staff-form-dialog';
import { saveCallbacks, useStaffDialog } from './use-staff-dialog';

export interface AddNurseDialogProps extends StaffDialogControl {
  /** After "Nurse Created Successfully", with the new nurse or technician. */
  onCreated?: (nurse: NurseProfile) => void;
}

/** + ADD NURSE/TECHNICIAN on the API (`POST /nurse`): on success a toast, the modal closes and the lists refresh. */
export function AddNurseDialog({ onCreated, ...control }: AddNurseDialogProps) {
  const { t } = useTranslation('staff');
  const create = useCreateNurse();
  const dialog = useStaffDialog(control, create.reset);
  return (
    <NurseFormDialog
      mode="add"
      {...dialog.control}
      pending={create.isPending}
      error={create.isError ? serverMessageOf(create.error) : undefined}
      onSubmit={(values) => {
        create.mutate(values, saveCallbacks(t('nurseCreated'), dialog.close, onCreated));
      }}
    />
  );
}

export interface EditNurseDialogProps extends StaffDialogControl {
  nurse: NurseProfile;
  /** After "Successfully updated", with the updated nurse. */
  onUpdated?: (nurse: NurseProfile) => void;
}

/** The nurse's EDIT modal on the API (`PUT /nurse/{id}`; the email is read-only). */
export function EditNurseDialog({ nurse, onUpdated, ...control }: EditNurseDialogProps) {
  const { t } = useTranslation('staff');
  const update = useUpdateNurse();
  const dialog = useStaffDialog(control, update.reset);
  return (
    <NurseFormDialog
      mode="edit"
      {...dialog.control}
      defaultValues={toNurseInput(nurse)}
      pending={update.isPending}
      error={update.isError ? serverMessageOf(update.error) : undefined}
      onSubmit={(input) => {
        update.mutate({ id: nurse.id, input }, saveCallbacks(t('updated'), dialog.close, onUpdated));
      }}
    />
  );
}
