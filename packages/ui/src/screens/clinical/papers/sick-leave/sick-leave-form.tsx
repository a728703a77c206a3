import type { SickLeaveInput, SickLeaveRecord } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { DateField, type IsoDate } from '../../../../components/date-fields';
import { FieldGrid, Form, Textarea } from '../../../../components/forms';
import { StaffAlert } from '../../../hospital/staff/staff-alert';
import { PaperFormFooter } from '../shared/paper-form-footer';
import {
  createSickLeaveSchema,
  type SickLeaveFormFields,
  sickLeaveFormFields,
  sickLeaveMinimums,
  useSickLeaveValidation,
} from './sick-leave-form.schema';

export interface SickLeaveFormProps {
  /** The appointment's saved leave: its values fill the form and saving updates it. */
  sickLeave: SickLeaveRecord | null;
  /** 'YYYY-MM-DD' in the browser's time zone: the pickers' minimum (001 §5). */
  today: IsoDate;
  pending?: boolean;
  /** The server's refusal of the last save; the form stays as typed. */
  error?: string;
  onSubmit: (values: SickLeaveInput) => void;
}

/** From and To date pickers side by side where they fit, the description, Cancel and Approve (Update once saved). */
export function SickLeaveForm({ sickLeave, today, pending = false, error, onSubmit }: SickLeaveFormProps) {
  const { t } = useTranslation('clinicalPapers');
  const messages = useSickLeaveValidation();
  const schema = useMemo(() => createSickLeaveSchema(today, sickLeave, messages), [today, sickLeave, messages]);
  const min = sickLeaveMinimums(today, sickLeave);
  const form = useForm<SickLeaveFormFields, unknown, SickLeaveInput>({
    resolver: zodResolver(schema),
    defaultValues: sickLeaveFormFields(sickLeave),
    mode: 'onTouched',
  });
  return (
    <Form
      form={form}
      aria-label={t('sickLeaveTitle')}
      onSubmit={(values) => {
        if (!pending) onSubmit(values);
      }}
    >
      {error && <StaffAlert>{error}</StaffAlert>}
      <FieldGrid>
        {(['from', 'to'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <DateField
                label={t(name)}
                required
                name={field.name}
                value={field.value || null}
                onChange={(day) => {
                  field.onChange(day ?? '');
                }}
                onBlur={field.onBlur}
                minDate={min[name]}
              />
            )}
          />
        ))}
      </FieldGrid>
      <Textarea label={t('description')} required dir="auto" {...form.register('description')} />
      <PaperFormFooter submitLabel={sickLeave ? t('update') : t('approve')} pending={pending} />
    </Form>
  );
}
