import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import type { FieldProps } from './field-props';
import { FormField } from './form-field';
import { Input, type InputProps } from './input';

export type PasswordFieldProps = Omit<InputProps, 'type' | 'className'> &
  FieldProps & {
    inputClassName?: string;
    /** Name of the toggle while the password is hidden; default "Show password". */
    showLabel?: string;
    /** Name of the toggle while the password is shown; default "Hide password". */
    hideLabel?: string;
  };

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  error,
  className,
  inputClassName,
  id,
  name,
  required,
  disabled,
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? (hideLabel ?? t('hidePassword')) : (showLabel ?? t('showPassword'));
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
        <div data-slot="password-field" className="relative">
          <Input
            {...props}
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            aria-required={required || undefined}
            className={cn('pe-10', inputClassName)}
          />
          <button
            type="button"
            aria-label={toggleLabel}
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => {
              setVisible((shown) => !shown);
            }}
            className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-foreground-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:pointer-events-none [&_svg]:size-4"
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
      )}
    </FormField>
  );
}
