import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { DateField } from '../../../components/date-fields';
import {
  FieldGrid,
  fieldGridWide,
  Form,
  MultiSelect,
  PasswordField,
  RadioGroup,
  TextField,
  type FieldOption,
} from '../../../components/forms';
import { MaskedField } from '../../../components/masked-field';
import type { PatientRegistrationFields, PatientRegistrationValues } from './patient-registration.schema';

export interface PatientRegistrationFormProps {
  form: UseFormReturn<PatientRegistrationFields, unknown, PatientRegistrationValues>;
  /** Id of the heading that names the form. */
  labelledBy: string;
  insuranceOptions: readonly FieldOption[];
  insurancesLoading?: boolean;
  insurancesError?: string | null;
  submitting?: boolean;
  onSubmit: (values: PatientRegistrationValues) => void;
  /** The actions (the Register button). */
  children: ReactNode;
}

/** The fields of patient self-registration (spec 002 §3), two columns on wider screens. */
export function PatientRegistrationForm({
  form,
  labelledBy,
  insuranceOptions,
  insurancesLoading = false,
  insurancesError,
  submitting = false,
  onSubmit,
  children,
}: PatientRegistrationFormProps) {
  const { t } = useTranslation('registration');
  const { control, register } = form;
  const genderOptions: FieldOption[] = [
    { id: 'MALE', label: t('male') },
    { id: 'FEMALE', label: t('female') },
  ];
  const insurancesHint = insurancesError ?? (insurancesLoading ? t('insurancesLoading') : undefined);

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby={labelledBy} aria-busy={submitting || undefined}>
      <FieldGrid>
        <TextField label={t('firstName')} required autoComplete="given-name" {...register('firstName')} />
        <TextField label={t('lastName')} required autoComplete="family-name" {...register('lastName')} />
        {/* The specification checks the e-mail as required only, not its format. */}
        <TextField label={t('email')} type="email" required autoComplete="email" {...register('email')} />
        <Controller
          control={control}
          name="emiratesId"
          render={({ field }) => <MaskedField label={t('emiratesId')} mask="emiratesId" required {...field} />}
        />
        <Controller
          control={control}
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
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroup
              label={t('gender')}
              options={genderOptions}
              orientation="horizontal"
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField label={t('patientLocation')} required autoComplete="address-level2" {...register('location')} />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => <MaskedField label={t('phone')} mask="phone" required autoComplete="tel" {...field} />}
        />
        <PasswordField label={t('password')} required autoComplete="new-password" {...register('password')} />
        <PasswordField
          label={t('confirmPassword')}
          required
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Controller
          control={control}
          name="insurances"
          render={({ field }) => (
            <MultiSelect
              label={t('insurances')}
              description={insurancesHint}
              options={insuranceOptions}
              required
              className={fieldGridWide}
              {...field}
              disabled={insurancesLoading}
            />
          )}
        />
      </FieldGrid>
      {children}
    </Form>
  );
}
