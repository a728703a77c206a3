import { QR_PRESCRIPTION_FILENAME, useDownloadQrPrescription, useOwnQrPrescriptions } from '@aafiya/api-client';
import { localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { type PaperSaver, usePaperDownload } from '../../../clinical/papers/shared/use-paper-download';
import { tabStatusOf } from '../tab-status';
import { QrPrescriptionsTabView } from './qr-prescriptions-tab';

export interface QrPrescriptionsTabProps {
  /** The signed-in patient's id. */
  patientId: string;
  /** Time zone of the dates; the browser's by default. */
  timeZone?: string;
  /** Where a downloaded PDF goes: saved as "Prescription.pdf" by default (stories pass their own). */
  onDownloaded?: PaperSaver;
}

/** The QR Prescription tab on `GET /qrPrescriptions?patientId=` and the prescription's PDF in the reader's language. */
export function QrPrescriptionsTab({ patientId, timeZone, onDownloaded }: QrPrescriptionsTabProps) {
  const prescriptions = useOwnQrPrescriptions(patientId);
  const mutation = useDownloadQrPrescription();
  const { download } = usePaperDownload(mutation, QR_PRESCRIPTION_FILENAME, onDownloaded);
  return (
    <QrPrescriptionsTabView
      status={tabStatusOf(prescriptions)}
      prescriptions={prescriptions.data ?? []}
      timeZone={timeZone ?? localTimeZone()}
      onDownload={download}
      downloadingId={mutation.isPending ? mutation.variables.id : null}
      onRetry={() => {
        void prescriptions.refetch();
      }}
    />
  );
}
