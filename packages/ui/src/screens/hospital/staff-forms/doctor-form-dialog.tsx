import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { type FieldOption, MultiSelect, Select, TextField, Textarea } from '../../../components/forms';
import { createDoctorFormSchema, type DoctorFormValues, emptyDoctorForm } from './doctor-form.schema';
import { PersonFields } from './person-fields';
import { StaffForm } from './staff-form';
import { type StaffDialogControl, type StaffFormState, staffFormDialog } from './staff-form-dialog';
import { useStaffValidation } from './staff-validation';

/** The choices of the doctor form: lookups and specialities, in the reader's language. */
export interface DoctorFormOptions {
  specialities: readonly FieldOption[];
  genders: readonly FieldOption[];
  countries: readonly FieldOption[];
  languages: readonly FieldOption[];
}

export interface DoctorFormProps extends StaffFormState {
  /** Edit: the doctor's current values. */
  defaultValues?: DoctorFormValues;
  options: DoctorFormOptions;
  /** Called with valid values. */
  onSubmit: (values: DoctorFormValues) => void;
}

export type DoctorFormDialogProps = DoctorFormProps & StaffDialogControl;

/** "ADD DOCTOR" / "EDIT" titles: the modal's title and the form's name. */
function useDoctorFormTitle(mode: StaffFormState['mode']): string {
  const { t } = useTranslation('staff');
  return mode === 'add' ? t('addDoctorTitle') : t('editDoctorTitle');
}

/** The ADD DOCTOR / EDIT doctor form (000 §5): every field required but the description. */
export function DoctorForm({ mode, defaultValues, options, onSubmit, pending = false, error }: DoctorFormProps) {
  const { t } = useTranslation('staff');
  const messages = useStaffValidation();
  const schema = useMemo(() => createDoctorFormSchema(messages), [messages]);
  const form = useForm<DoctorFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? emptyDoctorForm,
    mode: 'onTouched',
  });
  const { control, register } = form;
  return (
    <StaffForm
      form={form}
      label={useDoctorFormTitle(mode)}
      mode={mode}
      pending={pending}
      error={error}
      onValid={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields mode={mode} />
        <TextField
          label={t('experience')}
          inputMode="numeric"
          autoComplete="off"
          required
          {...register('experience')}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => <Select label={t('gender')} options={options.genders} required {...field} />}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => <Select label={t('country')} options={options.countries} required {...field} />}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => <Select label={t('language')} options={options.languages} required {...field} />}
        />
      </div>
      <Controller
        control={control}
        name="specialityIds"
        render={({ field }) => (
          <MultiSelect label={t('speciality')} options={options.specialities} required {...field} />
        )}
      />
      <Textarea label={t('about')} rows={3} {...register('about')} />
    </StaffForm>
  );
}

/** The ADD DOCTOR / EDIT modal. Closing it resets the form. */
export const DoctorFormDialog = staffFormDialog(DoctorForm, useDoctorFormTitle);
