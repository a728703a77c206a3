import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Form } from '../../../components/forms';

export interface AccountFormCardProps<TFields extends FieldValues, TValues extends FieldValues> {
  /** What `useForm()` returned (with the form's zod resolver). */
  form: UseFormReturn<TFields, unknown, TValues>;
  /** The card's heading, which also names the form. */
  title: string;
  /** Called with the valid values, not while saving; without it there is no submit button. */
  onSubmit?: (values: TValues) => void;
  saving?: boolean;
  /** Shown above the fields (the server's refusal). */
  alert?: ReactNode;
  submitLabel: string;
  /** The submit button's text while saving. */
  savingLabel: string;
  /** The fields, two a row from the small breakpoint up. */
  children: ReactNode;
}

/**
 * The form card of an Account tab (the hospital's and the doctor's): heading,
 * the server's refusal, the fields, and the submit button, which stays
 * disabled until something changed and shows a spinner while saving.
 */
export function AccountFormCard<TFields extends FieldValues, TValues extends FieldValues>({
  form,
  title,
  onSubmit,
  saving = false,
  alert,
  submitLabel,
  savingLabel,
  children,
}: AccountFormCardProps<TFields, TValues>) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="px-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <Form
        form={form}
        aria-labelledby={headingId}
        onSubmit={(values) => {
          if (!saving) onSubmit?.(values);
        }}
      >
        {alert}
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
        {onSubmit && (
          <Button
            type="submit"
            className="self-start"
            aria-disabled={saving || undefined}
            disabled={!form.formState.isDirty && !saving}
          >
            {saving && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {saving ? savingLabel : submitLabel}
          </Button>
        )}
      </Form>
    </Card>
  );
}
