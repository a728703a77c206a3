import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Button, DateInput, DatePicker, DateSegment, Dialog, Group, Popover } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import type { FieldProps } from '../forms/field-props';
import { FormField } from '../forms/form-field';
import { DateCalendar } from './date-calendar';
import { formatDisplayDate, toCalendarDate, toIsoDate, type IsoDate } from './date-value';

export type DateFieldProps = FieldProps & {
  /** The chosen day as 'YYYY-MM-DD' (or any dayjs-parsable string); null for none. Controlled when given. */
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  /** Called with 'YYYY-MM-DD', or null when the field is cleared. */
  onChange?: (value: IsoDate | null) => void;
  /** The earliest day that can be chosen ('YYYY-MM-DD'); earlier days are unavailable. */
  minDate?: IsoDate;
  /** The form field name: a hidden input carries the value 'YYYY-MM-DD', and a `Form` shows its error. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  onBlur?: () => void;
};

/**
 * A labelled date picker: a DD/MM/YYYY field typed segment by segment (the
 * order is day, month, year in English and Arabic, Latin digits) and a calendar
 * popover. Values go in and out as ISO 'YYYY-MM-DD' strings.
 */
export function DateField({
  label,
  description,
  error,
  className,
  value,
  defaultValue = null,
  onChange,
  minDate,
  name,
  required,
  disabled,
  id,
  onBlur,
}: DateFieldProps) {
  const { t } = useTranslation('files');
  const controlled = value !== undefined;
  const [ownValue, setOwnValue] = useState<IsoDate | null>(defaultValue);
  const current = controlled ? value : ownValue;
  const date = toCalendarDate(current);
  const min = toCalendarDate(minDate);
  const beforeMin = date !== null && min !== null && date.compare(min) < 0;
  const shownError = error ?? (beforeMin ? t('dateBeforeMin', { min: formatDisplayDate(minDate) }) : undefined);

  return (
    <FormField
      label={label}
      description={description}
      error={shownError}
      name={name}
      id={id}
      required={required}
      disabled={disabled}
      kind="group"
      className={className}
    >
      {(control) => (
        <DatePicker
          id={control.id}
          aria-labelledby={control['aria-labelledby']}
          aria-describedby={control['aria-describedby']}
          data-slot="date-field"
          value={date}
          onChange={(next) => {
            const iso = toIsoDate(next);
            if (!controlled) setOwnValue(iso);
            onChange?.(iso);
          }}
          onBlur={onBlur}
          minValue={min ?? undefined}
          isDisabled={disabled}
          isRequired={required}
          isInvalid={Boolean(shownError)}
          validationBehavior="aria"
          shouldForceLeadingZeros
          granularity="day"
          name={name}
          className="group/date-field flex flex-col"
        >
          <Group
            className={cn(
              'flex h-10 w-full min-w-44 items-center rounded-md border border-border bg-surface ps-3 pe-1 text-sm text-foreground shadow-xs transition-colors',
              'data-focus-within:outline-2 data-focus-within:outline-ring',
              'data-invalid:border-danger-600 data-disabled:cursor-not-allowed data-disabled:bg-surface-muted data-disabled:opacity-60',
            )}
          >
            <DateInput className="flex flex-1 items-center">
              {(segment) => (
                <DateSegment
                  segment={segment}
                  className={cn(
                    'rounded-sm px-0.5 tabular-nums outline-none focus:bg-primary-700 focus:text-neutral-0',
                    'data-placeholder:text-neutral-600 data-[type=literal]:px-0 data-[type=literal]:text-foreground-muted',
                  )}
                />
              )}
            </DateInput>
            <Button className="inline-flex size-8 items-center justify-center rounded-md text-foreground-muted hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-ring">
              <CalendarDays aria-hidden="true" className="size-4" />
            </Button>
          </Group>
          <Popover
            placement="bottom start"
            className="rounded-lg border border-border bg-surface p-3 shadow-lg outline-none"
          >
            <Dialog className="outline-none">
              <DateCalendar />
            </Dialog>
          </Popover>
        </DatePicker>
      )}
    </FormField>
  );
}
