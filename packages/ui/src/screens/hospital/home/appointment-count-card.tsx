import type { CountPeriod } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DateField } from '../../../components/date-fields';
import { Spinner } from '../../../components/spinner';
import { AppointmentCountFrame, CountHint } from './appointment-count-frame';

export interface AppointmentCountCardProps {
  /** Called with both ends each time a date changes (null while a date is unset). */
  onPeriodChange: (period: CountPeriod) => void;
  /** The total for the chosen period, once known. */
  total?: number;
  loading?: boolean;
  /** The lookup failed: "Error fetching data" in the box (000 §2.5, §8). */
  error?: boolean;
  defaultPeriod?: CountPeriod;
}

/**
 * The card with From and To dates and the total of booked and approved
 * appointments between them. The parent fetches once both dates are set
 * (000 §2.5, Dashboard); To cannot be before From.
 */
export function AppointmentCountCard({
  onPeriodChange,
  total,
  loading = false,
  error = false,
  defaultPeriod = { from: null, to: null },
}: AppointmentCountCardProps) {
  const { t } = useTranslation('hospital');
  const [period, setPeriod] = useState<CountPeriod>(defaultPeriod);
  const change = (next: CountPeriod) => {
    setPeriod(next);
    onPeriodChange(next);
  };
  const complete = Boolean(period.from && period.to && period.to >= period.from);
  return (
    <AppointmentCountFrame
      fields={
        <>
          <DateField
            label={t('from')}
            value={period.from}
            onChange={(from) => {
              change({ ...period, from });
            }}
          />
          <DateField
            label={t('to')}
            value={period.to}
            minDate={period.from ?? undefined}
            onChange={(to) => {
              change({ ...period, to });
            }}
          />
        </>
      }
    >
      {!complete ? (
        <CountHint />
      ) : loading ? (
        <Spinner />
      ) : error ? (
        <p role="alert" className="font-medium text-danger-700">
          {t('countError')}
        </p>
      ) : total !== undefined ? (
        <p className="flex flex-col items-center">
          <span className="text-sm text-foreground-muted">{t('countTotal')}</span>
          <span data-slot="appointment-count-total" className="text-3xl font-semibold tabular-nums text-foreground">
            {total}
          </span>
        </p>
      ) : null}
    </AppointmentCountFrame>
  );
}
