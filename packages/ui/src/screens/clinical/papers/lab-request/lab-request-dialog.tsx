import type { AppointmentLabRequest, LaboratoryChoice, LabReportFile, LabRequestInput } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { PaperDialog, type PaperDialogControl } from '../shared/paper-dialog';
import { PaperLoadError, PaperLoading, type PaperStatus } from '../shared/paper-states';
import { CompletedLabRequest } from './completed-lab-request';
import { LabRequestForm } from './lab-request-form';

export interface LabRequestDialogViewProps extends PaperDialogControl {
  /** Whether the appointment's request and the hospital's laboratories have loaded. */
  status: PaperStatus;
  /** Why they did not load ("Problem while getting Laboratories", …). */
  loadError?: string;
  onRetry?: () => void;
  /** The appointment's request, when it has one: pending fills the form, completed is shown read-only. */
  labRequest: AppointmentLabRequest | null;
  laboratories: readonly LaboratoryChoice[];
  pending?: boolean;
  /** The server's refusal of the last save. */
  error?: string;
  onSubmit: (values: LabRequestInput) => void;
  /** A completed request's Download Report link. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  downloading?: LabReportFile | null;
  /** Why the last report download failed (shown in the modal as well as in the app's toast). */
  downloadError?: string | null;
  /** The browser's time zone, for the request's date. */
  timeZone: string;
}

/**
 * The Request for Laboratory modal's view (001 §2, §5): a laboratory of the
 * hospital and a list of tests (rows added and removed; empty ones dropped;
 * none left reads "No tests entered"). A pending request fills the form and
 * saving changes it (001 §4); a completed one cannot be changed, so it is
 * shown read-only with its results and report downloads.
 */
export function LabRequestDialogView({
  open,
  onOpenChange,
  status,
  loadError,
  onRetry,
  labRequest,
  laboratories,
  pending,
  error,
  onSubmit,
  onDownloadReport,
  downloading,
  downloadError,
  timeZone,
}: LabRequestDialogViewProps) {
  const { t } = useTranslation('clinicalPapers');
  return (
    <PaperDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('labRequestTitle')}
      description={t('labRequestDescription')}
      size="lg"
      slot="lab-request-dialog"
    >
      {status === 'loading' && <PaperLoading />}
      {status === 'error' && <PaperLoadError message={loadError ?? t('labRequestLoadFailed')} onRetry={onRetry} />}
      {status === 'ready' && labRequest?.completed && (
        <CompletedLabRequest
          labRequest={labRequest}
          timeZone={timeZone}
          onDownloadReport={onDownloadReport}
          downloading={downloading}
          downloadError={downloadError}
        />
      )}
      {status === 'ready' && !labRequest?.completed && (
        <LabRequestForm
          // A saved request starts the form over with its values.
          key={labRequest ? `${labRequest.id}:${labRequest.laboratoryId}:${labRequest.tests.join('\n')}` : 'new'}
          labRequest={labRequest}
          laboratories={laboratories}
          pending={pending}
          error={error}
          onSubmit={onSubmit}
        />
      )}
    </PaperDialog>
  );
}
