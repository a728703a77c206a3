import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/forms';
import { MaskedField } from '../../../components/masked-field';
import type { PersonFormValues } from './person-form.schema';
import type { StaffFormState } from './staff-form-dialog';

/**
 * First name, last name, email and mobile (+971-## ### ####), the fields
 * every staff form starts with. On edit the email is read-only (000 §5).
 */
export function PersonFields({
  mode,
  mobileLabel,
}: Pick<StaffFormState, 'mode'> & {
  /** The phone field's label ("Mobile" by default; the vendor's profile says "Phone"). */
  mobileLabel?: string | undefined;
}) {
  const { t } = useTranslation('staff');
  const { register, control } = useFormContext<PersonFormValues>();
  const editing = mode === 'edit';
  return (
    <>
      <TextField label={t('firstName')} autoComplete="off" required {...register('firstName')} />
      <TextField label={t('lastName')} autoComplete="off" required {...register('lastName')} />
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        readOnly={editing}
        description={editing ? t('emailReadOnly') : undefined}
        inputClassName={editing ? 'bg-neutral-100 text-foreground-muted' : undefined}
        {...register('email')}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field }) => <MaskedField label={mobileLabel ?? t('mobile')} mask="phone" required {...field} />}
      />
    </>
  );
}
