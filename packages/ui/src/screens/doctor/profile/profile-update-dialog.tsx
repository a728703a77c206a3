import type { DoctorProfile } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { type FieldOption, MultiSelect, TextField, Textarea } from '../../../components/forms';
import { StaffForm } from '../../hospital/staff-forms/staff-form';
import { type StaffDialogControl, StaffFormDialog } from '../../hospital/staff-forms/staff-form-dialog';
import { useStaffValidation } from '../../hospital/staff-forms/staff-validation';
import {
  doctorProfileUpdateSchema,
  type DoctorProfileUpdateFields,
  type DoctorProfileUpdateValues,
} from './doctor-profile.schema';

export interface ProfileUpdateFormProps {
  doctor: DoctorProfile;
  /** Every speciality (`GET /speciality`), in the reader's language. */
  specialityOptions: readonly FieldOption[];
  onSubmit: (values: DoctorProfileUpdateValues) => void;
  /** While the call runs: the submit button says "Saving…" and ignores presses. */
  pending?: boolean;
  /** The server's refusal; the modal stays open and shows it. */
  error?: string;
}

/** The form's props and how the modal opens (`trigger`: the tab's Update button). */
export type ProfileUpdateDialogProps = ProfileUpdateFormProps & StaffDialogControl;

function fieldsOf(doctor: DoctorProfile): DoctorProfileUpdateFields {
  return {
    specialityIds: doctor.specialities.map((speciality) => speciality.id),
    experience: doctor.experience,
    about: doctor.about,
  };
}

/**
 * The choices: every speciality, plus the doctor's own when the list has not
 * loaded (or no longer has one), so his current ones always show by name.
 */
function choicesOf(doctor: DoctorProfile, options: readonly FieldOption[]): readonly FieldOption[] {
  const known = new Set(options.map((option) => option.id));
  const missing = doctor.specialities
    .filter((speciality) => !known.has(speciality.id))
    .map((speciality) => ({ id: speciality.id, label: speciality.name }));
  return missing.length === 0 ? options : [...options, ...missing];
}

/** The Update modal's form (001 §5 "Doctor profile modal"): speciality multi-select, experience and about. */
export function ProfileUpdateForm({
  doctor,
  specialityOptions,
  onSubmit,
  pending = false,
  error,
}: ProfileUpdateFormProps) {
  const { t } = useTranslation('doctor');
  const messages = useStaffValidation();
  const schema = useMemo(() => doctorProfileUpdateSchema(messages), [messages]);
  const form = useForm<DoctorProfileUpdateFields, unknown, DoctorProfileUpdateValues>({
    resolver: zodResolver(schema),
    defaultValues: fieldsOf(doctor),
    mode: 'onTouched',
  });
  const choices = useMemo(() => choicesOf(doctor, specialityOptions), [doctor, specialityOptions]);
  return (
    // The modal forms' body: the refusal on top, Cancel and Update ("Saving…" while pending) below.
    <StaffForm
      form={form}
      label={t('profileUpdateTitle')}
      mode="edit"
      pending={pending}
      error={error}
      onValid={onSubmit}
    >
      <Controller
        control={form.control}
        name="specialityIds"
        render={({ field }) => (
          <MultiSelect label={t('profileSpecialityField')} options={choices} required {...field} />
        )}
      />
      <TextField
        label={t('profileExperienceField')}
        inputMode="numeric"
        autoComplete="off"
        required
        {...form.register('experience')}
      />
      <Textarea label={t('profileAboutField')} rows={5} required {...form.register('about')} />
    </StaffForm>
  );
}

/** The doctor's Update modal; closing it resets the form. */
export function ProfileUpdateDialog({ open, defaultOpen, onOpenChange, trigger, ...form }: ProfileUpdateDialogProps) {
  const { t } = useTranslation('doctor');
  return (
    <StaffFormDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('profileUpdateTitle')}
      size="lg"
    >
      <ProfileUpdateForm {...form} />
    </StaffFormDialog>
  );
}
