import { Check } from 'lucide-react';
import { CheckboxButton, CheckboxField, CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { choiceBoxClass, choiceItemClass } from './choice-group';
import type { FieldProps } from './field-props';
import { ariaFieldProps } from './aria-field-props';
import { FormField } from './form-field';
import type { FieldOption } from './option';

export type CheckboxGroupProps = FieldProps & {
  options: readonly FieldOption[];
  id?: string;
  name?: string;
  /** The ids of the checked options. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
};

/** A labelled group of checkboxes: any number of the options. */
export function CheckboxGroup({
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
}: CheckboxGroupProps) {
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
        <AriaCheckboxGroup
          id={control.id}
          data-slot="checkbox-group"
          name={name}
          value={value ? [...value] : undefined}
          defaultValue={defaultValue ? [...defaultValue] : undefined}
          onChange={onChange}
          onBlur={onBlur}
          {...ariaFieldProps(control, { disabled, required })}
          className={cn('flex gap-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-4')}
        >
          {options.map((option) => (
            <CheckboxField key={option.id} value={option.id} isDisabled={option.disabled}>
              <CheckboxButton className={choiceItemClass}>
                <span aria-hidden="true" className={choiceBoxClass('square')}>
                  <Check className="hidden size-3 group-data-[selected]:block" strokeWidth={3} />
                </span>
                <span className="flex flex-col">
                  <span>{option.label}</span>
                  {option.description && <span className="text-foreground-muted">{option.description}</span>}
                </span>
              </CheckboxButton>
            </CheckboxField>
          ))}
        </AriaCheckboxGroup>
      )}
    </FormField>
  );
}
