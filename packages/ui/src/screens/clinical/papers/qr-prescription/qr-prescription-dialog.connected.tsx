import {
  QR_PRESCRIPTION_FILENAME,
  type SentQrPrescription,
  useDownloadQrPrescription,
  usePatientQrPrescriptions,
  useSendQrPrescription,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { toast } from '../../../../components/toaster';
import { failureText } from '../shared/failure-text';
import type { PaperDialogControl } from '../shared/paper-dialog';
import { type PaperSaver, usePaperDownload } from '../shared/use-paper-download';
import { QrPrescriptionDialogView } from './qr-prescription-dialog';

export interface QrPrescriptionDialogProps extends PaperDialogControl {
  appointmentId: string;
  patientId: string;
  /** Where the downloaded PDF goes (default: saved as "Prescription.pdf"). */
  onDownloaded?: PaperSaver;
  /** Default: the browser's time zone (the earlier prescriptions' dates). */
  timeZone?: string;
}

/**
 * The QR prescription on the API. Needs, besides the modal's control, the
 * appointment and its patient. Send: `POST /qrPrescriptions` (patientId,
 * appointmentId, treatmentType, prescription, dosageADay, consumptionDays;
 * the doctor is the caller). Success: "Prescription sent" and its PDF with
 * the QR code on offer (`GET /qrPrescriptions/download/{id}?lang=`, the
 * reader's language); failure: the server's message, else "Failed to send
 * prescription". Under the form, `GET /qrPrescriptions?patientId=` (while
 * open): the doctor's earlier prescriptions for the patient, each with
 * "Dispensed on … by …" once a pharmacy has dispensed it (#21).
 */
export function QrPrescriptionDialog({
  appointmentId,
  patientId,
  open,
  onOpenChange,
  onDownloaded,
  timeZone,
}: QrPrescriptionDialogProps) {
  const { t } = useTranslation('clinicalPapers');
  const send = useSendQrPrescription({ appointmentId, patientId });
  const pdf = usePaperDownload(useDownloadQrPrescription(), QR_PRESCRIPTION_FILENAME, onDownloaded);
  const [sent, setSent] = useState<SentQrPrescription | null>(null);
  const written = usePatientQrPrescriptions(patientId, { enabled: open });
  const startOver = () => {
    setSent(null);
    send.reset();
    pdf.reset();
  };

  return (
    <QrPrescriptionDialogView
      open={open}
      onOpenChange={(next) => {
        // The next opening starts with an empty form.
        if (!next) startOver();
        onOpenChange(next);
      }}
      pending={send.isPending}
      error={send.isError ? failureText(send.error, t('prescriptionFailed')) : undefined}
      onSubmit={(values) => {
        send.mutate(values, {
          onSuccess: (prescription) => {
            toast.success(t('prescriptionSent'));
            setSent(prescription);
          },
          onError: (error) => {
            toast.error(failureText(error, t('prescriptionFailed')));
          },
        });
      }}
      sent={sent}
      onDownload={() => {
        if (sent) pdf.download(sent.id);
      }}
      downloading={pdf.downloading}
      downloadError={pdf.downloadError}
      onWriteAnother={startOver}
      history={{
        status: written.isSuccess ? 'ready' : written.isError ? 'error' : 'loading',
        prescriptions: written.data ?? [],
        timeZone: timeZone ?? localTimeZone(),
      }}
    />
  );
}
