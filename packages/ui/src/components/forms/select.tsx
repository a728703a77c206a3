import { ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { Button, ListBox, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { FieldProps } from './field-props';
import { inputVariants } from './field-styles';
import { ariaFieldProps } from './aria-field-props';
import { FormField } from './form-field';
import { ListBoxOption, listBoxClass, popoverClass } from './list-box-option';
import type { FieldOption } from './option';

export type SelectProps = FieldProps & {
  options: readonly FieldOption[];
  id?: string;
  name?: string;
  /** The chosen option's id; "" or null when none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Given the trigger button (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
  required?: boolean;
  disabled?: boolean;
  /** Shown while nothing is chosen; default "Select…". */
  placeholder?: string;
};

/**
 * A labelled single choice from a short list (react-aria Select): opens with
 * Enter, Space or the arrow keys, type-ahead, closes with Escape.
 */
export function Select({
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
  ref,
  required,
  disabled,
  placeholder,
}: SelectProps) {
  const { t } = useTranslation('forms');
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
        <AriaSelect
          data-slot="select"
          name={name}
          value={value === undefined ? undefined : value || null}
          defaultValue={defaultValue ?? undefined}
          onChange={(key) => onChange?.(key === null ? '' : String(key))}
          onBlur={onBlur}
          {...ariaFieldProps(control, { disabled, required })}
          placeholder={placeholder ?? t('selectPlaceholder')}
        >
          <Button
            id={control.id}
            ref={ref}
            className={cn(
              inputVariants(),
              'items-center justify-between gap-2 text-start outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring',
              control['aria-invalid'] && 'border-danger-600',
            )}
          >
            <SelectValue className="truncate data-[placeholder]:text-foreground-muted" />
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-foreground-muted" />
          </Button>
          <Popover className={popoverClass}>
            <ListBox items={options} className={listBoxClass}>
              {(option) => <ListBoxOption option={option} />}
            </ListBox>
          </Popover>
        </AriaSelect>
      )}
    </FormField>
  );
}
