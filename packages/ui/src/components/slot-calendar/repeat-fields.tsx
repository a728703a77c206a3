import { useId } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { errorClass, labelClass, selectClass } from './field-classes';
import type { DayKey } from './zoned-time';

export type RepeatFrequency = 'none' | 'daily' | 'weekly';

export interface RepeatValue {
  frequency: RepeatFrequency;
  /** 0 Sunday … 6 Saturday. */
  weekdays: number[];
  until: DayKey;
}

export interface RepeatFieldsProps {
  value: RepeatValue;
  onChange: (value: RepeatValue) => void;
  /** Earliest and latest until day. */
  min: DayKey;
  max: DayKey;
  weekdayError?: string | undefined;
  untilError?: string | undefined;
}

/** Monday first, as the month grid of the UAE locales. */
const weekdayOrder = [1, 2, 3, 4, 5, 6, 0];

/** The optional repeat of Create Slots: none, daily, or weekly on chosen weekdays, until a day. */
export function RepeatFields({ value, onChange, min, max, weekdayError, untilError }: RepeatFieldsProps) {
  const { t } = useTranslation('calendar');
  const id = useId();
  const weekdayName = useDateFormatter({ weekday: 'long', timeZone: 'UTC' });
  // 22 November 2026 is a Sunday: day n of the week is 22 + n.
  const nameOf = (weekday: number) => weekdayName.format(new Date(Date.UTC(2026, 10, 22 + weekday)));
  const toggle = (weekday: number, checked: boolean) => {
    const weekdays = checked ? [...value.weekdays, weekday] : value.weekdays.filter((day) => day !== weekday);
    onChange({ ...value, weekdays });
  };

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-repeat`} className={labelClass}>
          {t('repeat')}
        </label>
        <select
          id={`${id}-repeat`}
          className={selectClass}
          value={value.frequency}
          onChange={(event) => {
            onChange({ ...value, frequency: event.target.value as RepeatFrequency });
          }}
        >
          <option value="none">{t('repeatNone')}</option>
          <option value="daily">{t('repeatDaily')}</option>
          <option value="weekly">{t('repeatWeekly')}</option>
        </select>
      </div>
      {value.frequency === 'weekly' && (
        <fieldset className="flex flex-col gap-1.5" aria-describedby={weekdayError ? `${id}-weekday-error` : undefined}>
          <legend className={labelClass}>{t('repeatOn')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
            {weekdayOrder.map((weekday) => (
              <label key={weekday} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary-700"
                  checked={value.weekdays.includes(weekday)}
                  onChange={(event) => {
                    toggle(weekday, event.target.checked);
                  }}
                />
                {nameOf(weekday)}
              </label>
            ))}
          </div>
          {weekdayError && (
            <p id={`${id}-weekday-error`} className={errorClass}>
              {weekdayError}
            </p>
          )}
        </fieldset>
      )}
      {value.frequency !== 'none' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-until`} className={labelClass}>
            {t('until')}
          </label>
          <input
            id={`${id}-until`}
            type="date"
            className={selectClass}
            min={min}
            max={max}
            value={value.until}
            aria-invalid={untilError ? true : undefined}
            aria-describedby={untilError ? `${id}-until-error` : undefined}
            onChange={(event) => {
              onChange({ ...value, until: event.target.value });
            }}
          />
          {untilError && (
            <p id={`${id}-until-error`} className={errorClass}>
              {untilError}
            </p>
          )}
        </div>
      )}
    </>
  );
}
