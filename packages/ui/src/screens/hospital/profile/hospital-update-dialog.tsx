import type { HospitalProfile } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { TimeSelect } from '../../../components/date-fields';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/dialog';
import { type FieldOption, MultiSelect, RadioGroup, TextField, Textarea } from '../../../components/forms';
import { StaffForm } from '../staff-forms/staff-form';
import {
  hospitalUpdateSchema,
  type HospitalUpdateFields,
  type HospitalUpdateValues,
  useHospitalProfileMessages,
} from './hospital-profile.schema';

/** The choices of the update modal, in the reader's language. */
export interface HospitalUpdateOptions {
  services: readonly FieldOption[];
  insurances: readonly FieldOption[];
}

export interface HospitalUpdateFormProps {
  hospital: HospitalProfile;
  options: HospitalUpdateOptions;
  onSubmit: (values: HospitalUpdateValues) => void;
  pending?: boolean;
  /** The server's refusal; the modal stays open and shows it. */
  error?: string;
}

export type HospitalUpdateDialogProps = HospitalUpdateFormProps & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (the profile's Update button). */
  trigger?: ReactNode;
};

function fieldsOf(hospital: HospitalProfile): HospitalUpdateFields {
  return {
    name: hospital.name,
    openingTime: hospital.openingTime,
    closingTime: hospital.closingTime,
    about: hospital.about,
    type: hospital.type,
    serviceIds: hospital.services.map((service) => service.value),
    insuranceIds: hospital.insuranceIds,
  };
}

/** The hospital update form (000 §5): the 48 half-hour choices for the hours, about, type, services, insurances. */
export function HospitalUpdateForm({ hospital, options, onSubmit, pending = false, error }: HospitalUpdateFormProps) {
  const { t } = useTranslation('hospitalProfile');
  const messages = useHospitalProfileMessages();
  const schema = useMemo(() => hospitalUpdateSchema(messages), [messages]);
  const form = useForm<HospitalUpdateFields, unknown, HospitalUpdateValues>({
    resolver: zodResolver(schema),
    defaultValues: fieldsOf(hospital),
    mode: 'onTouched',
  });
  const { control, register } = form;
  const typeOptions = [
    { id: 'HOSPITAL', label: t('typeHospital') },
    { id: 'CLINIC', label: t('typeClinic') },
  ];
  return (
    // The modal forms' body: the refusal on top, Cancel and Update ("Saving…" while pending) below.
    <StaffForm form={form} label={t('updateTitle')} mode="edit" pending={pending} error={error} onValid={onSubmit}>
      <TextField label={t('name')} required autoComplete="organization" {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['openingTime', 'closingTime'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TimeSelect
                label={t(name)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                required
              />
            )}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup label={t('type')} options={typeOptions} orientation="horizontal" required {...field} />
        )}
      />
      <Textarea label={t('about')} rows={4} required {...register('about')} />
      <Controller
        control={control}
        name="serviceIds"
        render={({ field }) => <MultiSelect label={t('services')} options={options.services} required {...field} />}
      />
      <Controller
        control={control}
        name="insuranceIds"
        render={({ field }) => <MultiSelect label={t('insurances')} options={options.insurances} {...field} />}
      />
    </StaffForm>
  );
}

/** The hospital update modal; closing it resets the form. */
export function HospitalUpdateDialog({ open, onOpenChange, trigger, ...form }: HospitalUpdateDialogProps) {
  const { t } = useTranslation('hospitalProfile');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent size="lg" data-slot="hospital-update-dialog">
        <DialogHeader>
          <DialogTitle>{t('updateTitle')}</DialogTitle>
          <DialogDescription>{t('updateHint')}</DialogDescription>
        </DialogHeader>
        <HospitalUpdateForm {...form} />
      </DialogContent>
    </Dialog>
  );
}
