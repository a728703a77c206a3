import type { FieldProps } from './field-props';
import { FormField } from './form-field';
import { Input, type InputProps } from './input';

export type TextFieldProps = Omit<InputProps, 'className'> &
  FieldProps & {
    /** Classes of the `<input>` itself. */
    inputClassName?: string;
  };

/**
 * A labelled single-line text input. Spread react-hook-form's `register(name)`
 * on it inside a `Form` and the field shows that field's error.
 */
export function TextField({
  label,
  description,
  error,
  className,
  inputClassName,
  id,
  name,
  required,
  disabled,
  ...props
}: TextFieldProps) {
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
        <Input {...props} {...control} name={name} aria-required={required || undefined} className={inputClassName} />
      )}
    </FormField>
  );
}
