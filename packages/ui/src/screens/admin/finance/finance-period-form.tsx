import type { FinancePeriod } from '@aafiya/api-client';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { DateField } from '../../../components/date-fields';
import { FieldGrid } from '../../../components/forms';
import { Spinner } from '../../../components/spinner';

/** The form's days ('YYYY-MM-DD'), null while unset. */
export interface FinancePeriodDraft {
  fromDate: string | null;
  toDate: string | null;
}

export interface FinancePeriodFormProps {
  defaultPeriod?: FinancePeriodDraft;
  /** Show Statistics, with both days set. */
  onShowStatistics: (period: FinancePeriod) => void;
  /** Download Report, with both days set. */
  onDownload: (period: FinancePeriod) => void;
  /** The report is on its way: its button shows a spinner. */
  downloading?: boolean;
}

/** Both days, or null: a missing day, or an end before the start (the End Date field says so). */
function completePeriod({ fromDate, toDate }: FinancePeriodDraft): FinancePeriod | null {
  return fromDate && toDate && toDate >= fromDate ? { fromDate, toDate } : null;
}

/**
 * The finance screens' form (002 §5): Start Date and End Date, then Show
 * Statistics or Download Report; either asks for both days first ("Select
 * Start date and End date first").
 */
export function FinancePeriodForm({
  defaultPeriod = { fromDate: null, toDate: null },
  onShowStatistics,
  onDownload,
  downloading = false,
}: FinancePeriodFormProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<FinancePeriodDraft>(defaultPeriod);
  const [attempted, setAttempted] = useState(false);
  const missing = !draft.fromDate || !draft.toDate;

  const withPeriod = (action: (period: FinancePeriod) => void) => {
    setAttempted(true);
    const period = completePeriod(draft);
    if (period) action(period);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-xs"
      onSubmit={(event) => {
        event.preventDefault();
        withPeriod(onShowStatistics);
      }}
    >
      <FieldGrid>
        <DateField
          label={t('startDate')}
          value={draft.fromDate}
          onChange={(fromDate) => {
            setDraft((current) => ({ ...current, fromDate }));
          }}
        />
        <DateField
          label={t('endDate')}
          value={draft.toDate}
          minDate={draft.fromDate ?? undefined}
          onChange={(toDate) => {
            setDraft((current) => ({ ...current, toDate }));
          }}
        />
      </FieldGrid>
      {attempted && missing && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('selectDatesFirst')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('showStatistics')}</Button>
        <Button
          variant="secondary"
          disabled={downloading}
          aria-busy={downloading || undefined}
          onClick={() => {
            withPeriod(onDownload);
          }}
        >
          {downloading ? (
            <Spinner size="sm" tone="current" label={t('downloading')} />
          ) : (
            <Download aria-hidden="true" />
          )}
          {t('downloadReport')}
        </Button>
      </div>
    </form>
  );
}
