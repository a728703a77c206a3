import type { LabReportFile, LabResultLine } from '@aafiya/api-client';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { createDataTableColumnHelper, DataTable } from '../../../../components/data-table';
import { UserText } from '../../../../components/user-text';

export interface LabResultsTableProps {
  /** Names the table for screen readers (e.g. "Lab results of 12/11/2026"). */
  caption: string;
  results: readonly LabResultLine[];
  /** The laboratory has sent its results; until then a missing result reads "Awaiting results". */
  completed: boolean;
  /** A test's Download Report link: the app downloads the PDF. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  /** The report being downloaded (its link waits meanwhile). */
  downloading?: LabReportFile | null;
}

const col = createDataTableColumnHelper<LabResultLine>();

/**
 * The tests of a lab request (001 §2): Test, Result, Reference Range and
 * Report, a "Download Report" link when the laboratory attached a file, else
 * "Not Available". Rows stack into cards in a narrow dialog.
 */
export function LabResultsTable({ caption, results, completed, onDownloadReport, downloading }: LabResultsTableProps) {
  const { t } = useTranslation('clinicalPapers');
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('test', { header: t('resultTest'), cell: (info) => <UserText>{info.getValue()}</UserText> }),
        col.accessor('result', {
          header: t('resultValue'),
          cell: (info) => {
            const result = info.getValue();
            if (result) return <UserText>{result}</UserText>;
            return completed ? '' : <span className="text-foreground-muted">{t('resultPending')}</span>;
          },
        }),
        col.accessor('range', {
          header: t('resultRange'),
          cell: (info) => <UserText>{info.getValue() ?? ''}</UserText>,
        }),
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
                className="h-auto px-0 py-0 aria-disabled:cursor-wait"
                aria-label={t('downloadReportOf', { test: row.original.test })}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onDownloadReport(report, row.original.test);
                }}
              >
                <Download aria-hidden="true" />
                {t('downloadReport')}
              </Button>
            );
          },
        }),
      ]),
    [t, completed, downloading, onDownloadReport],
  );
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={results}
      getRowId={(line, index) => `${index}-${line.test}`}
    />
  );
}
