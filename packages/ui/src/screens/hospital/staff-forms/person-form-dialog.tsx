import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { PersonFields } from './person-fields';
import { createPersonFormSchema, emptyPersonForm, type PersonFormValues } from './person-form.schema';
import { StaffForm } from './staff-form';
import { type StaffDialogControl, StaffFormDialog, type StaffFormState } from './staff-form-dialog';
import { useStaffValidation } from './staff-validation';

export interface PersonFormProps extends StaffFormState {
  /** Edit: the current values. */
  defaultValues?: PersonFormValues;
  /** Called with valid values. */
  onSubmit: (values: PersonFormValues) => void;
}

export type PersonFormDialogProps = PersonFormProps & StaffDialogControl;

/** First name, last name, email and mobile, all required (laboratory and receptionist forms). */
function PersonForm({
  mode,
  defaultValues,
  onSubmit,
  pending = false,
  error,
  label,
}: PersonFormProps & { label: string }) {
  const messages = useStaffValidation();
  const schema = useMemo(() => createPersonFormSchema(messages), [messages]);
  const form = useForm<PersonFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? emptyPersonForm,
    mode: 'onTouched',
  });
  return (
    <StaffForm form={form} label={label} mode={mode} pending={pending} error={error} onValid={onSubmit}>
      <PersonFields mode={mode} />
    </StaffForm>
  );
}

function PersonFormDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  ...form
}: PersonFormDialogProps & { title: string }) {
  return (
    <StaffFormDialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger} title={title}>
      <PersonForm {...form} label={title} />
    </StaffFormDialog>
  );
}

/** The ADD Laboratory / EDIT laboratory modal (000 §5). Closing it resets the form. */
export function LaboratoryFormDialog(props: PersonFormDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <PersonFormDialog {...props} title={props.mode === 'add' ? t('addLaboratoryTitle') : t('editLaboratoryTitle')} />
  );
}

/** The + ADD RECEPTIONIST / EDIT receptionist modal (000 §5). Closing it resets the form. */
export function ReceptionistFormDialog(props: PersonFormDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <PersonFormDialog
      {...props}
      title={props.mode === 'add' ? t('addReceptionistTitle') : t('editReceptionistTitle')}
    />
  );
}
