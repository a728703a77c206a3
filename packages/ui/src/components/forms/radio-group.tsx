import { RadioButton, RadioField, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { choiceBoxClass, choiceItemClass } from './choice-group';
import type { FieldProps } from './field-props';
import { ariaFieldProps } from './aria-field-props';
import { FormField } from './form-field';
import type { FieldOption } from './option';

export type RadioGroupProps = FieldProps & {
  options: readonly FieldOption[];
  id?: string;
  name?: string;
  /** The chosen option's id; "" or null when none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
};

/** A labelled group of radio buttons: exactly one of a few options (e.g. hospital type, gender). */
export function RadioGroup({
  label,
  description,
  error,
  className,
  options,
  id,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  required,
  disabled,
  orientation = 'vertical',
}: RadioGroupProps) {
  return (
    <FormField
      label={label}
      description={description}
      error={error}
      name={name}
      id={id}
      required={required}
      disabled={disabled}
      kind="group"
      className={className}
    >
      {(control) => (
        <AriaRadioGroup
          id={control.id}
          data-slot="radio-group"
          name={name}
          value={value === undefined ? undefined : (value ?? '')}
          defaultValue={defaultValue ?? undefined}
          onChange={onChange}
          onBlur={onBlur}
          orientation={orientation}
          {...ariaFieldProps(control, { disabled, required })}
          className={cn('flex gap-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-4')}
        >
          {options.map((option) => (
            <RadioField key={option.id} value={option.id} isDisabled={option.disabled}>
              <RadioButton className={choiceItemClass}>
                <span aria-hidden="true" className={choiceBoxClass('round')}>
                  <span className="hidden size-1.5 rounded-full bg-neutral-0 group-data-[selected]:block" />
                </span>
                <span className="flex flex-col">
                  <span>{option.label}</span>
                  {option.description && <span className="text-foreground-muted">{option.description}</span>}
                </span>
              </RadioButton>
            </RadioField>
          ))}
        </AriaRadioGroup>
      )}
    </FormField>
  );
}
