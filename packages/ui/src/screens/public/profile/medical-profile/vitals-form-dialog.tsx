import { bloodTypes } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FieldGrid, NumberField, Select, TextField } from '../../../../components/forms';
import { useTranslation } from '../../../../i18n/use-translation';
import { StaffForm } from '../../../hospital/staff-forms/staff-form';
import { type StaffDialogControl, StaffFormDialog } from '../../../hospital/staff-forms/staff-form-dialog';
import {
  createPatientVitalsSchema,
  type PatientVitalsFields,
  type PatientVitalsValues,
} from '../../../nurse/patient-info/vitals.schema';

export interface VitalsFormDialogProps extends StaffDialogControl {
  /** The prefill: the patient's current values. */
  defaultValues: PatientVitalsFields;
  pending?: boolean;
  /** The server's message after a failed save; the modal stays open with what was typed. */
  error?: string;
  onSubmit: (values: PatientVitalsValues) => void;
}

function VitalsForm({
  defaultValues,
  pending,
  error,
  onSubmit,
}: Omit<VitalsFormDialogProps, keyof StaffDialogControl>) {
  const { t } = useTranslation('medicalProfile');
  const schema = useMemo(
    () => createPatientVitalsSchema({ required: t('required'), positiveNumber: t('positiveNumber') }),
    [t],
  );
  const form = useForm<PatientVitalsFields, unknown, PatientVitalsValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  return (
    <StaffForm form={form} label={t('updateVitals')} mode="edit" pending={pending} error={error} onValid={onSubmit}>
      <FieldGrid>
        <Controller
          control={form.control}
          name="bloodType"
          render={({ field }) => (
            <Select
              label={t('bloodType')}
              placeholder={t('chooseBloodType')}
              required
              options={bloodTypes.map((type) => ({ id: type, label: type }))}
              {...field}
            />
          )}
        />
        {(['height', 'weight'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <NumberField
                label={t(name)}
                required
                minValue={0}
                formatOptions={{ maximumFractionDigits: 1 }}
                {...field}
              />
            )}
          />
        ))}
        <TextField
          label={t('allergies')}
          description={t('listHint')}
          required
          autoComplete="off"
          {...form.register('allergies')}
        />
        <TextField
          label={t('diseases')}
          description={t('listHint')}
          required
          autoComplete="off"
          {...form.register('diseases')}
        />
      </FieldGrid>
    </StaffForm>
  );
}

/**
 * The patient's vitals form in a modal (002 §5 "Vitals form (patient)"):
 * blood type (A+ … O-, Other), height (cm), weight (kg), allergies and
 * diseases as comma-separated text, all five required, prefilled with his
 * current values. The nurse's schema, with diseases instead of the measures
 * only a nurse takes.
 */
export function VitalsFormDialog({ open, defaultOpen, onOpenChange, trigger, ...form }: VitalsFormDialogProps) {
  const { t } = useTranslation('medicalProfile');
  return (
    <StaffFormDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      size="lg"
      title={t('updateVitals')}
    >
      <VitalsForm {...form} />
    </StaffFormDialog>
  );
}
