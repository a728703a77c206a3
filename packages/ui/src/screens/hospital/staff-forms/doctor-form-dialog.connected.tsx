import { type DoctorProfile, toDoctorInput, useCreateDoctor, useUpdateDoctor } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { serverMessageOf } from '../staff/use-staff-list';
import { DoctorFormDialog } from './doctor-form-dialog';
import { useDoctorFormOptions } from './doctor-form-options';
import type { StaffDialogControl } from './staff-form-dialog';
import { saveCallbacks, useStaffDialog } from './use-staff-dialog';

export interface AddDoctorDialogProps extends StaffDialogControl {
  /** After "Doctor Created Successfully", with the new doctor. */
  onCreated?: (doctor: DoctorProfile) => void;
}

/** ADD DOCTOR on the API (`POST /doctors`): on success a toast, the modal closes and the lists refresh. */
export function AddDoctorDialog({ onCreated, ...control }: AddDoctorDialogProps) {
  const { t } = useTranslation('staff');
  const create = useCreateDoctor();
  const dialog = useStaffDialog(control, create.reset);
  const options = useDoctorFormOptions(dialog.control.open);
  return (
    <DoctorFormDialog
      mode="add"
      {...dialog.control}
      options={options}
      pending={create.isPending}
      error={create.isError ? serverMessageOf(create.error) : undefined}
      onSubmit={(values) => {
        create.mutate(values, saveCallbacks(t('doctorCreated'), dialog.close, onCreated));
      }}
    />
  );
}

export interface EditDoctorDialogProps extends StaffDialogControl {
  doctor: DoctorProfile;
  /** After "Doctor Updated Successfully", with the updated doctor. */
  onUpdated?: (doctor: DoctorProfile) => void;
}

/** The doctor's EDIT modal on the API (`PUT /doctors/{id}`; the email is read-only). */
export function EditDoctorDialog({ doctor, onUpdated, ...control }: EditDoctorDialogProps) {
  const { t } = useTranslation('staff');
  const update = useUpdateDoctor();
  const dialog = useStaffDialog(control, update.reset);
  const options = useDoctorFormOptions(dialog.control.open);
  return (
    <DoctorFormDialog
      mode="edit"
      {...dialog.control}
      defaultValues={toDoctorInput(doctor)}
      options={options}
      pending={update.isPending}
      error={update.isError ? serverMessageOf(update.error) : undefined}
      onSubmit={(input) => {
        update.mutate({ id: doctor.id, input }, saveCallbacks(t('doctorUpdated'), dialog.close, onUpdated));
      }}
    />
  );
}
