import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { DateField } from '../../../components/date-fields';
import { FileField } from '../../../components/files';
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
import { PDF_ACCEPT, type HospitalDetailsFields, type HospitalDetailsValues } from './hospital-registration.schema';

export interface HospitalDetailsStepProps {
  form: UseFormReturn<HospitalDetailsFields, unknown, HospitalDetailsValues>;
  /** Id of the step's heading, which names the form. */
  labelledBy: string;
  insuranceOptions: readonly FieldOption[];
  insurancesLoading?: boolean;
  /** Why the insurances could not be loaded (the field stays optional). */
  insurancesError?: string | null;
  /** Step 1 is valid: go on to step 2. */
  onNext: (values: HospitalDetailsValues) => void;
}

/** Step 1 of the hospital registration wizard: basic details (spec 000 §2.3, §5). */
export function HospitalDetailsStep({
  form,
  labelledBy,
  insuranceOptions,
  insurancesLoading = false,
  insurancesError,
  onNext,
}: HospitalDetailsStepProps) {
  const { t } = useTranslation('registration');
  const { control, register } = form;
  const typeOptions: FieldOption[] = [
    { id: 'HOSPITAL', label: t('typeHospital') },
    { id: 'CLINIC', label: t('typeClinic') },
  ];
  const insurancesHint = insurancesError ?? (insurancesLoading ? t('insurancesLoading') : t('insurancesOptional'));

  return (
    <Form form={form} onSubmit={onNext} aria-labelledby={labelledBy}>
      <FieldGrid>
        <TextField label={t('name')} required autoComplete="organization" {...register('name')} />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              label={t('type')}
              options={typeOptions}
              orientation="horizontal"
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
          name="tradeLicenseNo"
          render={({ field }) => <MaskedField label={t('tradeLicenseNo')} mask="tradeLicence" required {...field} />}
        />
        <Controller
          control={control}
          name="phoneNo"
          render={({ field }) => (
            <MaskedField label={t('phoneNo')} mask="phone" required autoComplete="tel" {...field} />
          )}
        />
        <Controller
          control={control}
          name="issueDate"
          render={({ field }) => (
            <DateField
              label={t('issueDate')}
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
          name="expiryDate"
          render={({ field }) => (
            <DateField
              label={t('expiryDate')}
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          label={t('email')}
          type="email"
          required
          autoComplete="email"
          className={fieldGridWide}
          {...register('email')}
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
          name="tradeLicenseFile"
          render={({ field }) => (
            <FileField
              label={t('tradeLicenseFile')}
              description={t('tradeLicenseFileHint')}
              accept={PDF_ACCEPT}
              messages={{ wrongType: t('onlyPdf') }}
              required
              className={fieldGridWide}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
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
      </FieldGrid>
      <div className="flex justify-end">
        <Button type="submit">{t('next')}</Button>
      </div>
    </Form>
  );
}
