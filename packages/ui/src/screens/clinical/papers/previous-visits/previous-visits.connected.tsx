import { useDownloadLabReport, usePreviousVisits } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { toast } from '../../../../components/toaster';
import { saveFile } from '../../../hospital/lab-reports/save-file';
import { failureText } from '../shared/failure-text';
import type { PaperDialogControl } from '../shared/paper-dialog';
import type { PaperStatus } from '../shared/paper-states';
import type { PaperSaver } from '../shared/use-paper-download';
import { PreviousLabResultsDialogView } from './previous-lab-results-dialog';
import { PreviousPrescriptionsDialogView } from './previous-prescriptions-dialog';

export interface PreviousVisitsDialogProps extends PaperDialogControl {
  /** The appointment being treated (the modals list the patient's earlier ones). */
  appointmentId: string;
  patientId: string;
  /** Default: the browser's time zone (the appointments' dates and times). */
  timeZone?: string;
}

/** The patient's earlier treated appointments, asked for only while a modal is open. */
function usePreviousVisitsState(patientId: string, open: boolean) {
  const query = usePreviousVisits(patientId, { enabled: open });
  const status: PaperStatus = query.isSuccess ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    status,
    visits: query.data ?? [],
    onRetry: () => {
      void query.refetch();
    },
  };
}

/**
 * "Previous Prescriptions" on the API: `GET /slots/previousPatientPrescriptions/{patientId}`
 * while open. Needs, besides the modal's control, the patient (the
 * appointment id is taken for a uniform API and not used).
 */
export function PreviousPrescriptionsDialog({ patientId, open, onOpenChange, timeZone }: PreviousVisitsDialogProps) {
  const history = usePreviousVisitsState(patientId, open);
  return (
    <PreviousPrescriptionsDialogView
      open={open}
      onOpenChange={onOpenChange}
      {...history}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}

export interface PreviousLabResultsDialogProps extends PreviousVisitsDialogProps {
  /** Where a downloaded report goes (default: saved as "<test> report.pdf"). */
  onReportDownloaded?: PaperSaver;
}

/**
 * "Previous Lab Results" on the API: the same call as Previous
 * Prescriptions, and a test's report through `downloadLabReport`
 * (`GET /labRequests/report/{id}/{fileId}`); a failed download shows the
 * server's message. Needs, besides the modal's control, the patient.
 */
export function PreviousLabResultsDialog({
  patientId,
  open,
  onOpenChange,
  timeZone,
  onReportDownloaded = saveFile,
}: PreviousLabResultsDialogProps) {
  const { t } = useTranslation('clinicalPapers');
  const history = usePreviousVisitsState(patientId, open);
  const download = useDownloadLabReport();
  return (
    <PreviousLabResultsDialogView
      open={open}
      onOpenChange={(next) => {
        if (!next) download.reset();
        onOpenChange(next);
      }}
      {...history}
      onDownloadReport={(file, test) => {
        download.mutate(file, {
          onSuccess: (blob) => {
            onReportDownloaded(blob, `${test} report.pdf`);
          },
          onError: (error) => {
            toast.error(failureText(error, t('downloadFailed')));
          },
        });
      }}
      downloading={download.isPending ? download.variables : null}
      downloadError={download.isError ? failureText(download.error, t('downloadFailed')) : null}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
