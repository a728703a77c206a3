import { bloodTypes } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { FieldGrid, fieldGridWide, NumberField, Select, TextField } from '../../../components/forms';
import { StaffForm } from '../../hospital/staff-forms/staff-form';
import { type StaffDialogControl, StaffFormDialog } from '../../hospital/staff-forms/staff-form-dialog';
import { createVitalsSchema, type VitalsFields, type VitalsValues } from './vitals.schema';

/** The measured fields in the form's order, with their decimals. */
const measures = [
  { name: 'height', fractionDigits: 1 },
  { name: 'weight', fractionDigits: 1 },
  { name: 'heartRate', fractionDigits: 0 },
  { name: 'temprature', fractionDigits: 1 },
  { name: 'glucose', fractionDigits: 1 },
] as const;

export interface VitalsDialogProps extends StaffDialogControl {
  /** The prefill: the patient's current values. */
  defaultValues: VitalsFields;
  pending?: boolean;
  /** The server's message after a failed save; the modal stays open and shows it. */
  error?: string;
  onSubmit: (values: VitalsValues) => void;
}

function VitalsForm({ defaultValues, pending, error, onSubmit }: Omit<VitalsDialogProps, keyof StaffDialogControl>) {
  const { t } = useTranslation('nurse');
  const schema = useMemo(
    () => createVitalsSchema({ required: t('required'), positiveNumber: t('positiveNumber') }),
    [t],
  );
  const form = useForm<VitalsFields, unknown, VitalsValues>({
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
              required
              options={bloodTypes.map((type) => ({ id: type, label: type }))}
              {...field}
            />
          )}
        />
        <TextField
          label={t('allergies')}
          description={t('allergiesHint')}
          required
          autoComplete="off"
          {...form.register('allergies')}
        />
        {measures.map((measure) => (
          <Controller
            key={measure.name}
            control={form.control}
            name={measure.name}
            render={({ field }) => (
              <NumberField
                label={t(measure.name)}
                required
                minValue={0}
                formatOptions={{ maximumFractionDigits: measure.fractionDigits }}
                className={measure.name === 'glucose' ? fieldGridWide : undefined}
                {...field}
              />
            )}
          />
        ))}
      </FieldGrid>
    </StaffForm>
  );
}

/**
 * The nurse's vitals form in a modal (001 §2 "Patient profile (shared)"):
 * blood type, allergies (comma-separated), height (cm), weight (kg), heart
 * rate (bpm), body temperature (°C) and glucose (mg/dl), all seven required
 * ("Required"), prefilled with the patient's current values.
 */
export function VitalsDialog({ open, defaultOpen, onOpenChange, trigger, ...form }: VitalsDialogProps) {
  const { t } = useTranslation('nurse');
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
