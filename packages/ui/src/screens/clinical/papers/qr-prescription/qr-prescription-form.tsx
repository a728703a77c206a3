import type { QrPrescriptionInput } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { FieldGrid, Form, NumberField, RadioGroup, Textarea } from '../../../../components/forms';
import { StaffAlert } from '../../../hospital/staff/staff-alert';
import { PaperFormFooter } from '../shared/paper-form-footer';
import {
  createQrPrescriptionSchema,
  emptyQrPrescriptionForm,
  type QrPrescriptionFormFields,
  useQrPrescriptionValidation,
} from './qr-prescription-form.schema';

export interface QrPrescriptionFormProps {
  pending?: boolean;
  /** The server's refusal of the last send. */
  error?: string;
  onSubmit: (values: QrPrescriptionInput) => void;
}

/** Whole numbers: a dose count a day and a number of days (ours: the specification gives no unit). */
const whole = { maximumFractionDigits: 0 } as const;

/** Treatment type, prescription, dosage a day and consumption days, Cancel and Send. */
export function QrPrescriptionForm({ pending = false, error, onSubmit }: QrPrescriptionFormProps) {
  const { t } = useTranslation('clinicalPapers');
  const messages = useQrPrescriptionValidation();
  const schema = useMemo(() => createQrPrescriptionSchema(messages), [messages]);
  const form = useForm<QrPrescriptionFormFields, unknown, QrPrescriptionInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyQrPrescriptionForm,
    mode: 'onTouched',
  });
  return (
    <Form
      form={form}
      aria-label={t('qrTitle')}
      onSubmit={(values) => {
        if (!pending) onSubmit(values);
      }}
    >
      {error && <StaffAlert>{error}</StaffAlert>}
      <Controller
        control={form.control}
        name="treatmentType"
        render={({ field }) => (
          <RadioGroup
            label={t('treatmentType')}
            orientation="horizontal"
            required
            options={[
              { id: 'Medication', label: t('medication') },
              { id: 'Skin Desease', label: t('skinDesease') },
            ]}
            {...field}
          />
        )}
      />
      <Textarea label={t('prescription')} required dir="auto" rows={3} {...form.register('prescription')} />
      <FieldGrid>
        <Controller
          control={form.control}
          name="dosageADay"
          render={({ field }) => (
            <NumberField label={t('dosageADay')} required minValue={1} formatOptions={whole} {...field} />
          )}
        />
        <Controller
          control={form.control}
          name="consumptionDays"
          render={({ field }) => (
            <NumberField label={t('consumptionDays')} required minValue={1} formatOptions={whole} {...field} />
          )}
        />
      </FieldGrid>
      <PaperFormFooter submitLabel={t('send')} pending={pending} />
    </Form>
  );
}
