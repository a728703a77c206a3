import type { ConfigType } from 'dayjs';
import { useTranslation } from '../../i18n/use-translation';
import { useMinuteClock } from '../../lib/use-minute-clock';
import type { FieldProps } from '../forms/field-props';
import { FormField } from '../forms/form-field';
import { formatDisplayDate, type IsoDate } from './date-value';
import {
  slotDateTime,
  slotFromTimes,
  slotTime,
  slotToTimes,
  toAfterFrom,
  validateSlotRange,
  type SlotTimeRange,
  type SlotRangeError,
} from './slot-range';
import { TimeSelect } from './time-select';

export type DateTimeRangeFieldProps = FieldProps & {
  /** The day the slot lies on ('YYYY-MM-DD'); From and To are limited to it. */
  day: IsoDate;
  /** From and To as local date-times 'YYYY-MM-DDTHH:mm' (null while not chosen). */
  value: SlotTimeRange;
  onChange: (value: SlotTimeRange) => void;
  /** The present moment; From must be later. Defaults to a clock refreshed every minute (pass one in tests). */
  now?: ConfigType;
  /** Show "Required" under an unchosen From/To (e.g. after a submit). */
  showRequired?: boolean;
  disabled?: boolean;
  /** Labels of the two times; default From and To. */
  fromLabel?: string;
  toLabel?: string;
};

const fromErrors: readonly SlotRangeError[] = ['dateSlotFromRequired', 'dateSlotFromPast'];
const toErrors: readonly SlotRangeError[] = ['dateSlotToRequired', 'dateSlotToBeforeFrom'];
const requiredErrors: readonly SlotRangeError[] = ['dateSlotFromRequired', 'dateSlotToRequired'];

/**
 * The From and To of a new slot on one given day, on half-hour boundaries:
 * From offers only times later than now, To only times after From, and
 * choosing From sets To to the next half hour.
 */
export function DateTimeRangeField({
  label,
  description,
  error,
  className,
  day,
  value,
  onChange,
  now,
  showRequired = false,
  disabled,
  fromLabel,
  toLabel,
}: DateTimeRangeFieldProps) {
  const { t } = useTranslation('files');
  const clock = useMinuteClock();
  const moment = now ?? clock;
  const from = slotTime(value.from);
  const to = slotTime(value.to);
  const rule = validateSlotRange({ day, from: value.from, to: value.to, now: moment });
  const visibleRule = rule && (showRequired || !requiredErrors.includes(rule)) ? rule : null;
  const ruleText = visibleRule ? t(visibleRule) : undefined;
  const fromTimes = slotFromTimes(day, moment);
  // Keep a chosen From visible even once it has passed, so its error can be read.
  const fromOptions = from && !fromTimes.includes(from) ? [from, ...fromTimes] : fromTimes;
  const toTimes = slotToTimes(from);
  const toOptions = to && !toTimes.includes(to) ? [to, ...toTimes] : toTimes;
  const groupError =
    error ??
    (visibleRule && !fromErrors.includes(visibleRule) && !toErrors.includes(visibleRule) ? ruleText : undefined);

  return (
    <FormField
      label={label}
      description={description}
      error={groupError}
      disabled={disabled}
      kind="group"
      className={className}
    >
      {(control) => (
        <div
          role="group"
          data-slot="date-time-range-field"
          aria-labelledby={control['aria-labelledby']}
          aria-describedby={control['aria-describedby']}
          className="flex flex-col gap-3"
        >
          <p className="text-sm text-foreground">
            <span className="text-foreground-muted">{t('dateDay')}: </span>
            <span dir="ltr" className="tabular-nums">
              {formatDisplayDate(day)}
            </span>
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TimeSelect
              label={fromLabel ?? t('dateFrom')}
              value={from}
              times={fromOptions}
              disabled={disabled}
              required
              error={visibleRule && fromErrors.includes(visibleRule) ? ruleText : undefined}
              onChange={(time) => {
                const nextFrom = time ? slotDateTime(day, time) : null;
                onChange({ from: nextFrom, to: nextFrom ? toAfterFrom(nextFrom) : value.to });
              }}
            />
            <TimeSelect
              label={toLabel ?? t('dateTo')}
              value={to}
              times={toOptions}
              disabled={disabled}
              required
              error={visibleRule && toErrors.includes(visibleRule) ? ruleText : undefined}
              onChange={(time) => {
                onChange({ from: value.from, to: time ? slotDateTime(day, time) : null });
              }}
            />
          </div>
        </div>
      )}
    </FormField>
  );
}
