import { type DoctorReportValues, type DoctorReportView, treatmentTypes } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { DateField } from '../../../components/date-fields';
import { FieldGrid, fieldGridWide, Form, RadioGroup, Select, Textarea } from '../../../components/forms';
import { useDiagnosisValidation } from './diagnosis-validation';
import {
  createDoctorReportSchema,
  doctorReportFields,
  type DoctorReportFields,
  type DoctorReportFormValues,
  toDoctorReportValues,
} from './doctor-report.schema';
import { MedicineFields } from './medicine-fields';
import { ReportSubmit } from './report-submit';

export interface DoctorReportFormProps {
  /** The appointment's doctor report, which prefills the form; null when it has none yet. */
  report: DoctorReportView | null;
  pending?: boolean;
  /** Called with valid values (not while a save is pending). */
  onSubmit: (values: DoctorReportValues) => void;
}

/**
 * The Doctor Diagnosis form, editable (the doctor's view, 001 §6): treatment
 * type (Medication or Skin Desease, spelt so), description, the medicines,
 * whether surgery is required (Yes / No, No at first) and its date, which is
 * asked only when it is (001 §5).
 */
export function DoctorReportForm({ report, pending = false, onSubmit }: DoctorReportFormProps) {
  const { t } = useTranslation('diagnosis');
  const messages = useDiagnosisValidation();
  const schema = useMemo(() => createDoctorReportSchema(messages), [messages]);
  const form = useForm<DoctorReportFields, unknown, DoctorReportFormValues>({
    resolver: zodResolver(schema),
    defaultValues: doctorReportFields(report),
    mode: 'onTouched',
  });
  const { control, register } = form;
  const requiresSurgery = useWatch({ control, name: 'requiresSurgery' });
  const treatmentOptions = treatmentTypes.map((type) => ({ id: type, label: t(type) }));
  const surgeryOptions = [
    { id: 'yes', label: t('yes') },
    { id: 'no', label: t('no') },
  ];
  return (
    <Form
      form={form}
      aria-label={t('doctorDiagnosis')}
      onSubmit={(values) => {
        if (!pending) onSubmit(toDoctorReportValues(values));
      }}
    >
      <FieldGrid>
        <Controller
          control={control}
          name="treatmentType"
          render={({ field }) => <Select label={t('treatmentType')} options={treatmentOptions} required {...field} />}
        />
        <Textarea label={t('description')} required rows={4} className={fieldGridWide} {...register('description')} />
      </FieldGrid>
      <MedicineFields />
      <FieldGrid>
        <Controller
          control={control}
          name="requiresSurgery"
          render={({ field }) => (
            <RadioGroup
              label={t('requiresSurgery')}
              orientation="horizontal"
              options={surgeryOptions}
              name={field.name}
              value={field.value ? 'yes' : 'no'}
              onChange={(value) => {
                field.onChange(value === 'yes');
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        {requiresSurgery && (
          <Controller
            control={control}
            name="dateOfSurgery"
            render={({ field }) => (
              <DateField
                label={t('dateOfSurgery')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FieldGrid>
      <ReportSubmit exists={report !== null} pending={pending} />
    </Form>
  );
}
