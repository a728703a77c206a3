import type { LabReportFile, LabReportRow } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { DataTable } from '../../../components/data-table';
import { formatDisplayDate } from '../../../components/date-fields';
import { DialogDescription, DialogHeader, DialogTitle, RecordDialog } from '../../../components/dialog';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { UserTextIn } from '../../../components/user-text';
import { useLabResultColumns } from '../../shared/lab-results/lab-result-columns';

export interface LabResultsDialogProps {
  /** The completed request shown; null keeps the modal closed. */
  request: LabReportRow | null;
  onClose: () => void;
  /** A test's Report link: the app downloads the PDF. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  /** The report being downloaded (its link waits meanwhile). */
  downloading?: LabReportFile | null;
  /**
   * Why the last download failed (the server's message). Shown in the modal as
   * well as in the app's toast: the modal hides the rest of the page, toasts
   * included, from assistive technology.
   */
  downloadError?: string | null;
  timeZone: string;
}

/**
 * The results modal of a completed lab request (000 §2.5): Test, Result,
 * Reference Range and Report (a download link, or "Not Available").
 */
export function LabResultsDialog({
  request,
  onClose,
  onDownloadReport,
  downloading,
  downloadError,
  timeZone,
}: LabResultsDialogProps) {
  const { t } = useTranslation('hospitalRecords');
  const columns = useLabResultColumns({ onDownloadReport, downloading });
  return (
    <RecordDialog record={request} onClose={onClose} size="xl" data-slot="lab-results" closeLabel={t('close')}>
      {(shown) => (
        <>
          <DialogHeader>
            <DialogTitle>
              <UserTextIn text={(patient) => t('resultsTitle', { patient })} value={shown.patientName} />
            </DialogTitle>
            <DialogDescription>
              {t('resultsDescription', {
                doctor: shown.doctor || t('notApplicable'),
                date: shown.date ? formatDisplayDate(dayKeyOf(shown.date, timeZone)) : '',
              })}
            </DialogDescription>
          </DialogHeader>
          <DataTable
            caption={t('resultsTitle', { patient: shown.patientName })}
            hideCaption
            columns={columns}
            data={shown.results}
            getRowId={(line, index) => `${index}-${line.test}`}
          />
          {downloadError && (
            <p
              role="alert"
              className="rounded-md border border-danger-100 bg-danger-50 px-3 py-2 text-sm text-danger-700"
            >
              {downloadError}
            </p>
          )}
        </>
      )}
    </RecordDialog>
  );
}
