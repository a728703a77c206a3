import {
  type LaboratoryProfile,
  type ReceptionistProfile,
  useCreateLaboratory,
  useCreateReceptionist,
  useUpdateLaboratory,
  useUpdateReceptionist,
} from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { serverMessageOf } from '../staff/use-staff-list';
import { LaboratoryFormDialog, ReceptionistFormDialog } from './person-form-dialog';
import { toPersonFormValues } from './person-form.schema';
import type { StaffDialogControl } from './staff-form-dialog';
import { saveCallbacks, useStaffDialog } from './use-staff-dialog';

export interface AddLaboratoryDialogProps extends StaffDialogControl {
  onCreated?: (laboratory: LaboratoryProfile) => void;
}

/** ADD Laboratory on the API (`POST /labortories`): on success a toast, the modal closes and the lists refresh. */
export function AddLaboratoryDialog({ onCreated, ...control }: AddLaboratoryDialogProps) {
  const { t } = useTranslation('staff');
  const create = useCreateLaboratory();
  const dialog = useStaffDialog(control, create.reset);
  return (
    <LaboratoryFormDialog
      mode="add"
      {...dialog.control}
      pending={create.isPending}
      error={create.isError ? serverMessageOf(create.error) : undefined}
      onSubmit={(values) => {
        create.mutate(values, saveCallbacks(t('laboratoryCreated'), dialog.close, onCreated));
      }}
    />
  );
}

export interface EditLaboratoryDialogProps extends StaffDialogControl {
  laboratory: LaboratoryProfile;
  onUpdated?: (laboratory: LaboratoryProfile) => void;
}

/** A laboratory's EDIT modal on the API (`PUT /labortories/{id}`; the email is read-only). */
export function EditLaboratoryDialog({ laboratory, onUpdated, ...control }: EditLaboratoryDialogProps) {
  const { t } = useTranslation('staff');
  const update = useUpdateLaboratory();
  const dialog = useStaffDialog(control, update.reset);
  return (
    <LaboratoryFormDialog
      mode="edit"
      {...dialog.control}
      defaultValues={toPersonFormValues(laboratory)}
      pending={update.isPending}
      error={update.isError ? serverMessageOf(update.error) : undefined}
      onSubmit={(input) => {
        update.mutate({ id: laboratory.id, input }, saveCallbacks(t('updated'), dialog.close, onUpdated));
      }}
    />
  );
}

export interface AddReceptionistDialogProps extends StaffDialogControl {
  onCreated?: (receptionist: ReceptionistProfile) => void;
}

/** + ADD RECEPTIONIST on the API (`POST /receptionists`): on success a toast, the modal closes and the lists refresh. */
export function AddReceptionistDialog({ onCreated, ...control }: AddReceptionistDialogProps) {
  const { t } = useTranslation('staff');
  const create = useCreateReceptionist();
  const dialog = useStaffDialog(control, create.reset);
  return (
    <ReceptionistFormDialog
      mode="add"
      {...dialog.control}
      pending={create.isPending}
      error={create.isError ? serverMessageOf(create.error) : undefined}
      onSubmit={(values) => {
        create.mutate(values, saveCallbacks(t('receptionistCreated'), dialog.close, onCreated));
      }}
    />
  );
}

export interface EditReceptionistDialogProps extends StaffDialogControl {
  receptionist: ReceptionistProfile;
  onUpdated?: (receptionist: ReceptionistProfile) => void;
}

/** A receptionist's EDIT modal on the API (`PUT /receptionists/{id}`; the email is read-only). */
export function EditReceptionistDialog({ receptionist, onUpdated, ...control }: EditReceptionistDialogProps) {
  const { t } = useTranslation('staff');
  const update = useUpdateReceptionist();
  const dialog = useStaffDialog(control, update.reset);
  return (
    <ReceptionistFormDialog
      mode="edit"
      {...dialog.control}
      defaultValues={toPersonFormValues(receptionist)}
      pending={update.isPending}
      error={update.isError ? serverMessageOf(update.error) : undefined}
      onSubmit={(input) => {
        update.mutate({ id: receptionist.id, input }, saveCallbacks(t('updated'), dialog.close, onUpdated));
      }}
    />
  );
}
