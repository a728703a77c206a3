import { Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { cn } from '../../lib/cn';
import type { FieldProps } from './field-props';
import { inputVariants } from './field-styles';
import { ariaFieldProps } from './aria-field-props';
import { FormField } from './form-field';

export type NumberFieldProps = FieldProps & {
  id?: string;
  name?: string;
  /** The number, or null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the number, or null when the field is emptied. */
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** e.g. `{ style: 'currency', currency: 'AED' }` or `{ maximumFractionDigits: 0 }`. */
  formatOptions?: Intl.NumberFormatOptions;
  placeholder?: string;
  inputClassName?: string;
};

const stepButton =
  'flex w-8 items-center justify-center text-foreground-muted outline-none hover:bg-neutral-100 hover:text-foreground data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring data-[disabled]:opacity-50 [&_svg]:size-4';

/**
 * A labelled number input with increase/decrease buttons (react-aria): arrow
 * keys step the value, the number is formatted for the locale with Latin digits.
 */
export function NumberField({
  label,
  description,
  error,
  className,
  id,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  required,
  disabled,
  placeholder,
  inputClassName,
  ...props
}: NumberFieldProps) {
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
        <AriaNumberField
          {...props}
          data-slot="number-field"
          name={name}
          value={value === undefined ? undefined : (value ?? Number.NaN)}
          defaultValue={defaultValue ?? undefined}
          onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
          onBlur={onBlur}
          {...ariaFieldProps(control, { disabled, required })}
        >
          <Group
            className={cn(
              inputVariants(),
              'overflow-hidden p-0 focus-within:outline-2 focus-within:outline-ring',
              control['aria-invalid'] && 'border-danger-600',
            )}
          >
            <Input
              id={control.id}
              ref={ref}
              placeholder={placeholder}
              className={cn('min-w-0 flex-1 bg-transparent px-3 outline-none', inputClassName)}
            />
            <Button slot="decrement" className={cn(stepButton, 'border-s border-border')}>
              <Minus aria-hidden="true" />
            </Button>
            <Button slot="increment" className={cn(stepButton, 'border-s border-border')}>
              <Plus aria-hidden="true" />
            </Button>
          </Group>
        </AriaNumberField>
      )}
    </FormField>
  );
}
