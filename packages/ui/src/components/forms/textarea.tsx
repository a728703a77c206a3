import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { FieldProps } from './field-props';
import { inputVariants } from './field-styles';
import { FormField } from './form-field';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'className'> &
  FieldProps & {
    /** Classes of the `<textarea>` itself. */
    textareaClassName?: string;
  };

/** A labelled multi-line text input (about, description, terms and conditions). */
export function Textarea({
  label,
  description,
  error,
  className,
  textareaClassName,
  id,
  name,
  required,
  disabled,
  rows = 4,
  ...props
}: TextareaProps) {
  return (
    <FormField
      label={label}
      description={description}
      error={error}
      name={name}
      id={id}
      required={required}
      disabled={disabled}
      className={className}
    >
      {(control) => (
        <textarea
          {...props}
          {...control}
          name={name}
          rows={rows}
          aria-required={required || undefined}
          data-slot="textarea"
          className={cn(inputVariants(), 'h-auto min-h-20 py-2', textareaClassName)}
        />
      )}
    </FormField>
  );
}
