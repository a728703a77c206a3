import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { DateField } from '../../../../components/date-fields';
import { type FieldOption, fieldGridWide, MultiSelect, RadioGroup, TextField } from '../../../../components/forms';
import type { PatientAccountFields } from './patient-account.schema';

export interface PatientAccountFieldsProps {
  /** The insurance catalogue (`GET /lookups/insurances`), as patient registration offers it. */
  insuranceOptions: readonly FieldOption[];
  insurancesLoading?: boolean;
  /** The catalogue could not be loaded. */
  insurancesError?: string | null | undefined;
}

/**
 * The patient's own fields after the account form's person fields (002 §5):
 * birthday, gender (male / female), location, and the optional insurances;
 * labelled as on patient registration.
 */
export function PatientAccountExtraFields({
  insuranceOptions,
  insurancesLoading = false,
  insurancesError,
}: PatientAccountFieldsProps) {
  const { t } = useTranslation('registration');
  const { control, register } = useFormContext<PatientAccountFields>();
  const genderOptions: FieldOption[] = [
    { id: 'male', label: t('male') },
    { id: 'female', label: t('female') },
  ];
  const insurancesHint = insurancesError ?? (insurancesLoading ? t('insurancesLoading') : t('insurancesOptional'));
  return (
    <>
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
        name="insurances"
        render={({ field }) => (
          <MultiSelect
            label={t('insurances')}
            description={insurancesHint}
            options={insuranceOptions}
            className={fieldGridWide}
            {...field}
            disabled={insurancesLoading}
          />
        )}
      />
    </>
  );
}
