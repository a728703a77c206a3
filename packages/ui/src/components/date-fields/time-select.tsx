import { ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import type { FieldProps } from '../forms/field-props';
import { FormField } from '../forms/form-field';
import { halfHourTimes, type HalfHourTime } from './half-hour-times';

export type TimeSelectProps = FieldProps & {
  /** The chosen time, 'HH:mm'; null for none. */
  value: HalfHourTime | null;
  onChange: (value: HalfHourTime | null) => void;
  /** Leaves out the half hours before this one ('HH:mm'). */
  earliest?: HalfHourTime;
  /** The choices, when not the 48 half hours from 00:00 to 23:30 (e.g. slot times). */
  times?: readonly HalfHourTime[];
  placeholder?: string;
  /** How a time reads (e.g. '10:00 AM' in the spec's 12-hour format); 'HH:mm' by default. */
  formatTime?: (time: HalfHourTime) => string;
  /** The form field name: a hidden select carries the value, and a `Form` shows its error. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  onBlur?: () => void;
};

/**
 * A labelled choice of a half-hour time of day (working hours, slot From/To):
 * 00:00 to 23:30, optionally from an earliest value on. Keyboard: Enter/Space or
 * arrows open the list, typing a time jumps to it.
 */
export function TimeSelect({
  label,
  description,
  error,
  className,
  value,
  onChange,
  earliest,
  times,
  placeholder,
  formatTime,
  name,
  required,
  disabled,
  id,
  onBlur,
}: TimeSelectProps) {
  const { t } = useTranslation('files');
  const options = useMemo(() => (times ? [...times] : halfHourTimes(earliest)), [times, earliest]);
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
        <Select
          id={control.id}
          aria-labelledby={control['aria-labelledby']}
          aria-describedby={control['aria-describedby']}
          data-slot="time-select"
          value={value !== null && options.includes(value) ? value : null}
          onChange={(key) => {
            onChange(typeof key === 'string' ? key : null);
          }}
          onBlur={onBlur}
          isDisabled={disabled || options.length === 0}
          isRequired={required}
          isInvalid={Boolean(error)}
          validationBehavior="aria"
          placeholder={placeholder ?? t('dateSelectTime')}
          name={name}
          className="flex flex-col"
        >
          <Button
            className={cn(
              'flex h-10 w-full min-w-32 items-center justify-between gap-2 rounded-md border border-border bg-surface ps-3 pe-2 text-sm text-foreground shadow-xs',
              'focus-visible:outline-2 focus-visible:outline-ring',
              'data-disabled:cursor-not-allowed data-disabled:bg-surface-muted data-disabled:opacity-60',
              error && 'border-danger-600',
            )}
          >
            <SelectValue className="tabular-nums data-placeholder:text-neutral-600" />
            <ChevronDown aria-hidden="true" className="size-4 text-foreground-muted" />
          </Button>
          <Popover className="max-h-64 min-w-(--trigger-width) overflow-auto rounded-md border border-border bg-surface p-1 shadow-lg outline-none">
            <ListBox
              items={options.map((time) => ({ id: time, label: formatTime ? formatTime(time) : time }))}
              className="outline-none"
            >
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.label}
                  className={cn(
                    'cursor-default rounded-sm px-2 py-1.5 text-sm tabular-nums text-foreground outline-none',
                    'data-focused:bg-neutral-100 data-selected:bg-primary-700 data-selected:text-neutral-0',
                  )}
                >
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
      )}
    </FormField>
  );
}
