import {
  useAppointmentLabRequest,
  useDownloadLabReport,
  useHospitalLaboratories,
  useSaveLabRequest,
} from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { toast } from '../../../../components/toaster';
import { saveFile } from '../../../hospital/lab-reports/save-file';
import { failureText } from '../shared/failure-text';
import type { PaperDialogControl } from '../shared/paper-dialog';
import type { PaperStatus } from '../shared/paper-states';
import type { PaperSaver } from '../shared/use-paper-download';
import { LabRequestDialogView } from './lab-request-dialog';

export interface LabRequestDialogProps extends PaperDialogControl {
  appointmentId: string;
  patientId: string;
  /**
   * The hospital whose laboratories are offered (the appointment's). Default:
   * the signed-in doctor's, which the server takes when none is named.
   */
  hospitalId?: string;
  /** Default: the browser's time zone (the request's date). */
  timeZone?: string;
  /** Where a completed request's downloaded report goes (default: saved as "<test> report.pdf"). */
  onReportDownloaded?: PaperSaver;
}

/**
 * Request for Laboratory on the API. Needs, besides the modal's control, the
 * appointment and its patient, and optionally the hospital. While open it
 * reads the appointment's request (`GET /labRequests/getAppointmentLabRequest/{id}`;
 * 404: none yet) and the hospital's laboratories (`GET /labortories?getAll=true&hospitalId=`).
 * Saving changes the pending request (`PUT /labRequests/{id}`) or makes one
 * (`POST /labRequests` with appointmentId, doctorId, patientId, laboratoryId,
 * tests). Success: "Laboratory Request Generated" and the modal closes (000
 * §4); failure: the server's message, else "Problem while generating request".
 * A completed request is shown read-only (a change would get 409).
 */
export function LabRequestDialog({
  appointmentId,
  patientId,
  hospitalId,
  open,
  onOpenChange,
  timeZone,
  onReportDownloaded = saveFile,
}: LabRequestDialogProps) {
  const { t } = useTranslation('clinicalPapers');
  const request = useAppointmentLabRequest(appointmentId, { enabled: open });
  const labs = useHospitalLaboratories(hospitalId, { enabled: open });
  const save = useSaveLabRequest({ appointmentId, patientId });
  const download = useDownloadLabReport();
  const labRequest = request.data ?? null;
  const readOnly = labRequest?.completed === true;

  let status: PaperStatus = 'ready';
  let loadError: string | undefined;
  if (request.isError) {
    status = 'error';
    loadError = t('labRequestLoadFailed');
  } else if (!request.isSuccess) {
    status = 'loading';
  } else if (!readOnly && labs.isError) {
    status = 'error';
    loadError = t('laboratoriesFailed');
  } else if (!readOnly && !labs.isSuccess) {
    status = 'loading';
  }

  const close = (next: boolean) => {
    if (!next) {
      // The next opening starts without the last save's refusal or download error.
      save.reset();
      download.reset();
    }
    onOpenChange(next);
  };

  return (
    <LabRequestDialogView
      open={open}
      onOpenChange={close}
      status={status}
      loadError={loadError}
      onRetry={() => {
        if (request.isError) void request.refetch();
        if (labs.isError) void labs.refetch();
      }}
      labRequest={labRequest}
      laboratories={labs.data ?? []}
      pending={save.isPending}
      error={save.isError ? failureText(save.error, t('labRequestFailed')) : undefined}
      onSubmit={(values) => {
        save.mutate(
          { ...values, id: labRequest?.id ?? null },
          {
            onSuccess: () => {
              toast.success(t('labRequestGenerated'));
              close(false);
            },
            onError: (error) => {
              toast.error(failureText(error, t('labRequestFailed')));
            },
          },
        );
      }}
      onDownloadReport={(file, test) => {
        // mutateAsync, not mutate's own callbacks: those are dropped when the
        // dialog re-renders with a new observer before the file arrives (a
        // story saw the download finish and nothing saved).
        download.mutateAsync(file).then(
          (blob) => {
            onReportDownloaded(blob, `${test} report.pdf`);
          },
          (error: unknown) => {
            toast.error(failureText(error, t('downloadFailed')));
          },
        );
      }}
      downloading={download.isPending ? download.variables : null}
      downloadError={download.isError ? failureText(download.error, t('downloadFailed')) : null}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
