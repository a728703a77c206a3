import type { LabReportFile, LabReportRow } from '@aafiya/api-client';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DataTable } from '../../../components/data-table';
import { DateField } from '../../../components/date-fields';
import { cn } from '../../../lib/cn';
import { labReportColumns } from './lab-report-columns';
import { LabResultsDialog } from './lab-results-dialog';

export interface LabReportsProps {
  /** The filter's day, 'YYYY-MM-DD' (today by default); null while the field is cleared. */
  date: string | null;
  onDateChange: (date: string | null) => void;
  rows: readonly LabReportRow[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** A Report link of the results modal. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  downloading?: LabReportFile | null;
  /** Why the last report download failed (the server's message). */
  downloadError?: string | null;
  /** The results modal closed (the app forgets a failed download). */
  onCloseResults?: () => void;
  /** Time zone of the DATE column (the browser's). */
  timeZone: string;
  className?: string;
}

/**
 * The hospital's Laboratory Reports (000 §2.5): a date filter over the
 * columns DOCTOR, PATIENT NAME, LABORATORY, TEST, DATE, STATUS, RESULT; View
 * Results (completed requests only) opens the results modal. Empty: "No lab
 * reports found".
 */
export function LabReports({
  date,
  onDateChange,
  rows,
  loading = false,
  error = false,
  onRetry,
  onDownloadReport,
  downloading,
  downloadError,
  onCloseResults,
  timeZone,
  className,
}: LabReportsProps) {
  const { t } = useTranslation('hospitalRecords');
  const titleId = useId();
  const [open, setOpen] = useState<LabReportRow | null>(null);
  const columns = useMemo(() => labReportColumns({ t, timeZone, onViewResults: setOpen }), [t, timeZone]);
  return (
    <section aria-labelledby={titleId} data-slot="lab-reports" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('labReportsTitle')}
      </h1>
      <DateField label={t('date')} value={date} onChange={onDateChange} className="w-56" />
      <DataTable
        caption={t('labReportsTitle')}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('labReportsError') : false}
        onRetry={onRetry}
        emptyText={t('noLabReports')}
      />
      <LabResultsDialog
        request={open}
        onClose={() => {
          setOpen(null);
          onCloseResults?.();
        }}
        onDownloadReport={onDownloadReport}
        downloading={downloading}
        downloadError={downloadError}
        timeZone={timeZone}
      />
    </section>
  );
}
