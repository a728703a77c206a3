import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { DateField } from '../../../components/date-fields';
import { FieldGrid, type FieldOption, RadioGroup, TextField } from '../../../components/forms';
import { MaskedField } from '../../../components/masked-field';
import { PersonFields } from '../../hospital/staff-forms/person-fields';
import { StaffForm } from '../../hospital/staff-forms/staff-form';
import { type StaffDialogControl, StaffFormDialog } from '../../hospital/staff-forms/staff-form-dialog';
import { useStaffValidation } from '../../hospital/staff-forms/staff-validation';
import {
  type AddPatientFields,
  type AddPatientValues,
  createAddPatientSchema,
  emptyAddPatient,
} from './add-patient.schema';

export interface AddPatientDialogProps extends StaffDialogControl {
  /** While the call runs: the submit button says so and ignores clicks. */
  pending?: boolean;
  /** The server's message after a failed save; the modal stays open and shows it. */
  error?: string;
  /** Called with valid values. */
  onSubmit: (values: AddPatientValues) => void;
}

/** The Add Patient form: the staff forms' name, email and mobile fields, then the patient's own. */
function AddPatientForm({ pending, error, onSubmit }: Omit<AddPatientDialogProps, keyof StaffDialogControl>) {
  const { t } = useTranslation('nurse');
  const { t: formsText } = useTranslation('forms');
  const staffMessages = useStaffValidation();
  const schema = useMemo(
    () => createAddPatientSchema({ ...staffMessages, emiratesIdIncomplete: formsText('emiratesIdIncomplete') }),
    [staffMessages, formsText],
  );
  const form = useForm<AddPatientFields, unknown, AddPatientValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyAddPatient,
    mode: 'onTouched',
  });
  const genders: FieldOption[] = [
    { id: 'male', label: t('male') },
    { id: 'female', label: t('female') },
  ];
  return (
    <StaffForm form={form} label={t('addPatient')} mode="add" pending={pending} error={error} onValid={onSubmit}>
      <FieldGrid>
        <PersonFields mode="add" />
        <Controller
          control={form.control}
          name="emiratesId"
          render={({ field }) => <MaskedField label={t('emiratesId')} mask="emiratesId" required {...field} />}
        />
        <Controller
          control={form.control}
          name="birthday"
          render={({ field }) => (
            <DateField
              label={t('birthday')}
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <RadioGroup
              label={t('gender')}
              options={genders}
              orientation="horizontal"
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField label={t('location')} required autoComplete="off" {...form.register('location')} />
      </FieldGrid>
    </StaffForm>
  );
}

/**
 * The nurse's Add Patient modal (001 §2, §5): email, first and last name,
 * Emirates ID (###-####-#######-#), mobile (+971-## ### ####), birthday,
 * gender (male or female) and location, every one required ("Required").
 * Closing it resets the form.
 */
export function AddPatientDialog({ open, defaultOpen, onOpenChange, trigger, ...form }: AddPatientDialogProps) {
  const { t } = useTranslation('nurse');
  return (
    <StaffFormDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      size="lg"
      title={t('addPatient')}
    >
      <AddPatientForm {...form} />
    </StaffFormDialog>
  );
}
