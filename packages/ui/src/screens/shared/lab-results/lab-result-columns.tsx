import type { LabReportFile, LabResultLine } from '@aafiya/api-client';
import { Download } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Button } from '../../../components/button';
import { createDataTableColumnHelper } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/use-translation';

export interface LabResultColumnsOptions {
  /** A test's Report link: the app downloads the PDF. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  /** The report being downloaded (its link waits meanwhile). */
  downloading?: LabReportFile | null | undefined;
  /** How a test's name, result and range show (default: as they are; the laboratory's records cut them). */
  renderText?: (text: string) => ReactNode;
}

const col = createDataTableColumnHelper<LabResultLine>();
const asIs = (text: string): ReactNode => text;

/**
 * The columns of a request's results (000 §2.5, 001 §2): Test, Result,
 * Reference Range and Report (a download link, or "Not Available"). The
 * hospital's and the doctor's results modal and the laboratory's records show them.
 */
export function useLabResultColumns({ onDownloadReport, downloading, renderText = asIs }: LabResultColumnsOptions) {
  const { t } = useTranslation('hospitalRecords');
  return useMemo(
    () =>
      col.columns([
        col.accessor('test', { header: t('resultTest'), cell: (info) => renderText(info.getValue()) }),
        col.accessor('result', { header: t('resultValue'), cell: (info) => renderText(info.getValue() ?? '') }),
        col.accessor('range', { header: t('resultRange'), cell: (info) => renderText(info.getValue() ?? '') }),
        col.accessor('report', {
          header: t('resultReport'),
          cell: ({ row }) => {
            const report = row.original.report;
            if (!report) return <span className="text-foreground-muted">{t('reportNotAvailable')}</span>;
            const busy = downloading?.requestId === report.requestId && downloading.fileId === report.fileId;
            return (
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0 py-0"
                aria-label={t('downloadReportOf', { test: row.original.test })}
                aria-busy={busy || undefined}
                disabled={busy}
                onClick={() => {
                  onDownloadReport(report, row.original.test);
                }}
              >
                <Download aria-hidden="true" />
                {t('downloadReport')}
              </Button>
            );
          },
        }),
      ]),
    [t, downloading, onDownloadReport, renderText],
  );
}
