import type { AppointmentLabRequest, LaboratoryChoice, LabRequestInput } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { Form, Select } from '../../../../components/forms';
import { StaffAlert } from '../../../hospital/staff/staff-alert';
import { PaperFormFooter } from '../shared/paper-form-footer';
import { LabTestsField } from './lab-tests-field';
import {
  createLabRequestSchema,
  type LabRequestFormFields,
  labRequestFormFields,
  useLabRequestValidation,
} from './lab-request-form.schema';

export interface LabRequestFormProps {
  /** The appointment's pending request: its laboratory and tests fill the form and saving changes it. */
  labRequest: AppointmentLabRequest | null;
  /** The hospital's laboratories. */
  laboratories: readonly LaboratoryChoice[];
  pending?: boolean;
  /** The server's refusal of the last save. */
  error?: string;
  onSubmit: (values: LabRequestInput) => void;
}

/** The laboratory, the list of tests, Cancel and Request (Update once requested). */
export function LabRequestForm({ labRequest, laboratories, pending = false, error, onSubmit }: LabRequestFormProps) {
  const { t } = useTranslation('clinicalPapers');
  const messages = useLabRequestValidation();
  const schema = useMemo(() => createLabRequestSchema(messages), [messages]);
  const form = useForm<LabRequestFormFields, unknown, LabRequestInput>({
    resolver: zodResolver(schema),
    defaultValues: labRequestFormFields(labRequest),
    mode: 'onTouched',
  });
  const options = useMemo(() => laboratories.map((lab) => ({ id: lab.id, label: lab.name })), [laboratories]);
  return (
    <Form
      form={form}
      aria-label={t('labRequestTitle')}
      onSubmit={(values) => {
        if (!pending) onSubmit(values);
      }}
    >
      {error && <StaffAlert>{error}</StaffAlert>}
      <Controller
        control={form.control}
        name="laboratoryId"
        render={({ field }) => (
          <Select
            label={t('laboratory')}
            required
            options={options}
            description={options.length === 0 ? t('noLaboratories') : undefined}
            {...field}
          />
        )}
      />
      <LabTestsField />
      <PaperFormFooter submitLabel={labRequest ? t('update') : t('request')} pending={pending} />
    </Form>
  );
}
