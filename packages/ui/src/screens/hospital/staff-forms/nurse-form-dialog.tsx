import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { RadioGroup, TextField, Textarea } from '../../../components/forms';
import { createNurseFormSchema, emptyNurseForm, type NurseFormFields, type NurseFormValues } from './nurse-form.schema';
import { PersonFields } from './person-fields';
import { StaffForm } from './staff-form';
import { type StaffDialogControl, type StaffFormState, staffFormDialog } from './staff-form-dialog';
import { useStaffValidation } from './staff-validation';

export interface NurseFormProps extends StaffFormState {
  /** Edit: the nurse's current values. */
  defaultValues?: NurseFormFields;
  /** Called with valid values. */
  onSubmit: (values: NurseFormValues) => void;
}

export type NurseFormDialogProps = NurseFormProps & StaffDialogControl;

/** "ADD NURSE/TECHNICIAN" / "EDIT" titles: the modal's title and the form's name. */
function useNurseFormTitle(mode: StaffFormState['mode']): string {
  const { t } = useTranslation('staff');
  return mode === 'add' ? t('addNurseTitle') : t('editNurseTitle');
}

/**
 * The ADD NURSE/TECHNICIAN / EDIT nurse form (000 §5): type Nurse or
 * Technician required; speciality, description and experience optional.
 * The spec lists experience for the edit form only; the add form offers it
 * too (optional), since the contract takes it and a hospital would expect to.
 */
export function NurseForm({ mode, defaultValues, onSubmit, pending = false, error }: NurseFormProps) {
  const { t } = useTranslation('staff');
  const messages = useStaffValidation();
  const schema = useMemo(() => createNurseFormSchema(messages), [messages]);
  const form = useForm<NurseFormFields, unknown, NurseFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? emptyNurseForm,
    mode: 'onTouched',
  });
  const { control, register } = form;
  const types = [
    { id: 'Nurse', label: t('typeNurse') },
    { id: 'Technician', label: t('typeTechnician') },
  ];
  return (
    <StaffForm
      form={form}
      label={useNurseFormTitle(mode)}
      mode={mode}
      pending={pending}
      error={error}
      onValid={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields mode={mode} />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup label={t('type')} options={types} orientation="horizontal" required {...field} />
          )}
        />
        <TextField label={t('experience')} inputMode="numeric" autoComplete="off" {...register('experience')} />
      </div>
      <TextField label={t('speciality')} autoComplete="off" {...register('speciality')} />
      <Textarea label={t('description')} rows={3} {...register('description')} />
    </StaffForm>
  );
}

/** The + ADD NURSE/TECHNICIAN / EDIT modal. Closing it resets the form. */
export const NurseFormDialog = staffFormDialog(NurseForm, useNurseFormTitle);
