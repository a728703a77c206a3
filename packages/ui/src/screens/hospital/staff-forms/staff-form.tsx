import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '../../../components/forms';
import { StaffAlert } from '../staff/staff-alert';
import { StaffFormActions, type StaffFormState } from './staff-form-dialog';

export interface StaffFormProps<TFields extends FieldValues, TValues extends FieldValues> extends StaffFormState {
  /** What `useForm()` returned (with the form's zod resolver). */
  form: UseFormReturn<TFields, unknown, TValues>;
  /** The form's accessible name: the modal's title. */
  label: string;
  /** Called with the valid values; not while a save is pending. */
  onValid: (values: TValues) => void;
  /** The fields (and any alert of their own, e.g. a list that failed to load). */
  children: ReactNode;
  /** The submit button's text instead of "Add" / "Update". */
  submitLabel?: string;
}

/**
 * The body of a modal form (staff, services, offers): the server's refusal on
 * top, the fields, then Cancel and the submit button ("Add" / "Save", "Saving…"
 * while pending).
 */
export function StaffForm<TFields extends FieldValues, TValues extends FieldValues>({
  form,
  label,
  mode,
  pending = false,
  error,
  onValid,
  children,
  submitLabel,
}: StaffFormProps<TFields, TValues>) {
  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={(values) => {
        if (!pending) onValid(values);
      }}
    >
      {error && <StaffAlert>{error}</StaffAlert>}
      {children}
      <StaffFormActions mode={mode} pending={pending} submitLabel={submitLabel} />
    </Form>
  );
}
