import type { FinanceScope } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { LoadFailed } from '../shared/load-failed';
import { FinancePeriodForm, type FinancePeriodFormProps } from './finance-period-form';
import { FinanceStatisticsView, type FinanceStatisticsViewProps } from './finance-statistics';

export interface FinanceReportProps
  extends FinancePeriodFormProps, Omit<FinanceStatisticsViewProps, 'scope' | 'onRetry'> {
  scope: FinanceScope['kind'];
  /** The hospital's name (Hospital Finance); a line under the title. */
  hospitalName?: string | undefined;
  /** The hospital did not load (Hospital Finance): "Problem while getting the hospital". */
  hospitalError?: boolean;
  onRetryHospital?: () => void;
  onRetryStatistics?: () => void;
  className?: string;
}

/**
 * One view for both finance screens (002 "/admin/clinic/{id}" Hospital
 * Finance, "/admin/pcr/{startDate}" the PCR finance report): the title (and
 * the hospital), the Start Date / End Date form with Show Statistics and
 * Download Report, and the period's statistics.
 */
export function FinanceReport({
  scope,
  hospitalName,
  hospitalError = false,
  onRetryHospital,
  onRetryStatistics,
  defaultPeriod,
  onShowStatistics,
  onDownload,
  downloading,
  className,
  ...statistics
}: FinanceReportProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="finance-report"
      data-scope={scope}
      className={cn('flex flex-col gap-5', className)}
    >
      <header className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-semibold text-foreground">
          {t(scope === 'clinic' ? 'hospitalFinanceTitle' : 'pcrFinanceTitle')}
        </h1>
        {scope === 'clinic' && (
          // The name's line keeps its height while it loads.
          <p className="min-h-6 text-base text-foreground-muted">
            {hospitalName !== undefined && <UserText>{hospitalName}</UserText>}
          </p>
        )}
      </header>
      {hospitalError && <LoadFailed message={t('hospitalError')} onRetry={onRetryHospital} />}
      <FinancePeriodForm
        {...(defaultPeriod ? { defaultPeriod } : {})}
        onShowStatistics={onShowStatistics}
        onDownload={onDownload}
        downloading={downloading}
      />
      <FinanceStatisticsView {...statistics} scope={scope} onRetry={onRetryStatistics} />
    </section>
  );
}
