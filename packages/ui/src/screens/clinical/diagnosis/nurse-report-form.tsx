import type { NurseReportValues, NurseReportView } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { FieldGrid, Form, NumberField, TextField, Textarea } from '../../../components/forms';
import { useDiagnosisValidation } from './diagnosis-validation';
import {
  createNurseReportSchema,
  nurseMeasures,
  nurseReportFields,
  type NurseReportFields,
  type NurseReportFormValues,
} from './nurse-report.schema';
import { ReportSubmit } from './report-submit';

export interface NurseReportFormProps {
  /** The appointment's nurse report, which prefills the form; null when it has none yet. */
  report: NurseReportView | null;
  pending?: boolean;
  /** Called with valid values (not while a save is pending). */
  onSubmit: (values: NurseReportValues) => void;
}

/**
 * The Nurse Diagnosis form, editable (the nurse's view, 001 §6): height in
 * metres, weight (kg), blood pressure (mmHg), body temperature (°C), heart
 * rate (bpm), glucose (mg/dl) and the complaint, with 001 §5's rules.
 */
export function NurseReportForm({ report, pending = false, onSubmit }: NurseReportFormProps) {
  const { t } = useTranslation('diagnosis');
  const messages = useDiagnosisValidation();
  const schema = useMemo(() => createNurseReportSchema(messages), [messages]);
  const form = useForm<NurseReportFields, unknown, NurseReportFormValues>({
    resolver: zodResolver(schema),
    defaultValues: nurseReportFields(report),
    mode: 'onTouched',
  });
  const [height, weight, bt, heartRate, glucose] = nurseMeasures.map((measure) => (
    <Controller
      key={measure.name}
      control={form.control}
      name={measure.name}
      render={({ field }) => (
        <NumberField
          label={t('withUnit', { label: t(measure.name), unit: measure.unit })}
          required
          minValue={0}
          formatOptions={{ maximumFractionDigits: measure.fractionDigits }}
          {...field}
        />
      )}
    />
  ));
  return (
    <Form
      form={form}
      aria-label={t('nurseDiagnosis')}
      onSubmit={(values) => {
        if (!pending) onSubmit(values);
      }}
    >
      <FieldGrid>
        {height}
        {weight}
        <TextField
          label={t('withUnit', { label: t('bp'), unit: 'mmHg' })}
          required
          autoComplete="off"
          placeholder="120/80"
          {...form.register('bp')}
        />
        {bt}
        {heartRate}
        {glucose}
      </FieldGrid>
      <Textarea label={t('complain')} required rows={3} {...form.register('complain')} />
      <ReportSubmit exists={report !== null} pending={pending} />
    </Form>
  );
}
