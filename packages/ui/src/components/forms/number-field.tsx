import type { Ref } from 'react';
import { NumberField as AriaNumberField } from 'react-aria-components';
import type { FieldProps } from './field-props';
import { ariaFieldProps } from './aria-field-props';
import { FormField } from './form-field';
import { NumberFieldControl } from './number-field-control';

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
  /** Where the buttons and arrow keys stop; a typed value outside is kept (the schema says what is wrong). */
  minValue?: number;
  maxValue?: number;
  /** What one press of a button or an arrow key adds (1); typed values are not rounded to it. */
  step?: number;
  /** e.g. `{ style: 'currency', currency: 'AED' }` or `{ maximumFractionDigits: 0 }`. */
  formatOptions?: Intl.NumberFormatOptions;
  placeholder?: string;
  inputClassName?: string;
};

/**
 * A labelled number input with decrease/increase buttons (react-aria parses
 * and formats it for the locale, with Latin digits).
 *
 * It never changes what the person typed behind their back:
 * - a number outside `minValue`/`maxValue` (−50 for a price, 150 for a
 *   percentage) stays as typed and is given to `onChange`; the form's schema
 *   says what is wrong. The range only bounds the buttons and the arrow keys
 *   (one step down from 150 in 0–100 is 100), which the person sees happen;
 * - what cannot be part of a number (letters, a second decimal point, a
 *   decimal point in a whole-number field, more decimals than
 *   `formatOptions` keeps) cannot be typed, and a note under the field says
 *   why ("Only numbers can be typed here."), until the next accepted key;
 * - nothing is rounded to `step` and the mouse wheel does not change it.
 * An emptied field gives `null`, so a schema can say "Required".
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
  minValue,
  maxValue,
  step,
  formatOptions,
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
          data-slot="number-field"
          name={name}
          formatOptions={formatOptions}
          value={value === undefined ? undefined : (value ?? Number.NaN)}
          defaultValue={defaultValue ?? undefined}
          onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
          onBlur={onBlur}
          isWheelDisabled
          {...ariaFieldProps(control, { disabled, required })}
        >
          <NumberFieldControl
            control={control}
            bounds={{ minValue, maxValue, step }}
            formatOptions={formatOptions}
            disabled={disabled}
            placeholder={placeholder}
            inputClassName={inputClassName}
            ref={ref}
          />
        </AriaNumberField>
      )}
    </FormField>
  );
}
