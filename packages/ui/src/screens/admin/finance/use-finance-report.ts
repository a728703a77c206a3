import {
  FINANCE_REPORT_FILENAME,
  type FinancePeriod,
  type FinanceScope,
  useDownloadFinanceReport,
  useFinanceStatistics,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useLocale } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { failureText } from '../../clinical/papers/shared/failure-text';
import { saveFile } from '../../hospital/lab-reports/save-file';

/** Where a downloaded report goes: saved as a file by default (stories pass their own). */
export type FinanceReportSaver = (blob: Blob, filename: string) => void;

const samePeriod = (a: FinancePeriod | null, b: FinancePeriod) =>
  a !== null && a.fromDate === b.fromDate && a.toDate === b.toDate;

/**
 * What both finance screens do on the API: Show Statistics asks for the
 * period's statistics (again, for the same period); Download Report fetches
 * the PDF in the reader's language and saves it as "Appointment Slip.pdf"
 * (002 §7, §9), or toasts the server's message.
 */
export function useFinanceReport(scope: FinanceScope, onReportDownloaded: FinanceReportSaver = saveFile) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [period, setPeriod] = useState<FinancePeriod | null>(null);
  const statistics = useFinanceStatistics(scope, period);
  const download = useDownloadFinanceReport(scope);
  return {
    statistics: statistics.data,
    idle: period === null,
    loading: period !== null && statistics.isFetching,
    error: period !== null && statistics.isError && !statistics.isFetching,
    onRetryStatistics: () => {
      void statistics.refetch();
    },
    onShowStatistics: (next: FinancePeriod) => {
      if (samePeriod(period, next)) void statistics.refetch();
      else setPeriod(next);
    },
    downloading: download.isPending,
    onDownload: (next: FinancePeriod) => {
      download.mutate(
        { ...next, lang: locale },
        {
          onSuccess: (blob) => {
            onReportDownloaded(blob, FINANCE_REPORT_FILENAME);
          },
          onError: (error) => {
            toast.error(failureText(error, t('downloadFailed')));
          },
        },
      );
    },
  };
}
