import { useMemo } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from '../../i18n/use-translation';
import { DateField } from '../date-fields';
import { CheckboxGroup, Select } from '../forms';
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
  /** Earliest until day (the latest is checked by the form: `untilError`). */
  min: DayKey;
  weekdayError?: string | undefined;
  untilError?: string | undefined;
}

/** Monday first, as the month grid of the UAE locales. */
const weekdayOrder = [1, 2, 3, 4, 5, 6, 0];

const isFrequency = (value: string): value is RepeatFrequency =>
  value === 'none' || value === 'daily' || value === 'weekly';

/** The optional repeat of Create Slots: none, daily, or weekly on chosen weekdays, until a day. */
export function RepeatFields({ value, onChange, min, weekdayError, untilError }: RepeatFieldsProps) {
  const { t } = useTranslation('calendar');
  const weekdayName = useDateFormatter({ weekday: 'long', timeZone: 'UTC' });
  const frequencies = useMemo(
    () => [
      { id: 'none', label: t('repeatNone') },
      { id: 'daily', label: t('repeatDaily') },
      { id: 'weekly', label: t('repeatWeekly') },
    ],
    [t],
  );
  // 22 November 2026 is a Sunday: day n of the week is 22 + n.
  const weekdays = useMemo(
    () =>
      weekdayOrder.map((weekday) => ({
        id: String(weekday),
        label: weekdayName.format(new Date(Date.UTC(2026, 10, 22 + weekday))),
      })),
    [weekdayName],
  );

  return (
    <>
      <Select
        label={t('repeat')}
        options={frequencies}
        value={value.frequency}
        onChange={(frequency) => {
          if (isFrequency(frequency)) onChange({ ...value, frequency });
        }}
      />
      {value.frequency === 'weekly' && (
        <CheckboxGroup
          label={t('repeatOn')}
          orientation="horizontal"
          options={weekdays}
          value={value.weekdays.map(String)}
          error={weekdayError}
          onChange={(checked) => {
            onChange({ ...value, weekdays: checked.map(Number) });
          }}
        />
      )}
      {value.frequency !== 'none' && (
        <DateField
          label={t('until')}
          value={value.until}
          minDate={min}
          error={untilError}
          onChange={(until) => {
            onChange({ ...value, until: until ?? '' });
          }}
        />
      )}
    </>
  );
}
