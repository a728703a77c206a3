import type { QrPrescriptionInput, SentQrPrescription } from '@aafiya/api-client';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { DialogClose, DialogFooter } from '../../../../components/dialog';
import { UserText } from '../../../../components/user-text';
import { PaperDialog, type PaperDialogControl } from '../shared/paper-dialog';
import { PaperDownloadNote } from '../shared/paper-download-note';
import { QrPrescriptionForm } from './qr-prescription-form';
import { QrPrescriptionHistory, type QrPrescriptionHistoryProps } from './qr-prescription-history';

export interface QrPrescriptionDialogViewProps extends PaperDialogControl {
  pending?: boolean;
  /** The server's refusal of the last send. */
  error?: string;
  onSubmit: (values: QrPrescriptionInput) => void;
  /** The prescription just sent from this modal: confirmed, with its PDF on offer; null shows the form. */
  sent: SentQrPrescription | null;
  onDownload: () => void;
  downloading?: boolean;
  downloadError?: string | null;
  /** "Write another": back to an empty form. */
  onWriteAnother: () => void;
  /** The doctor's earlier prescriptions for the patient, shown under the form with their dispensing (#21). */
  history?: QrPrescriptionHistoryProps;
}

/**
 * The QR prescription modal's view (001 §2, §5): treatment type (Medication,
 * Skin Desease), prescription, dosage a day and consumption days, all
 * required. Our choices where the specification is silent: the title "QR
 * Prescription"; once sent, the modal says "Prescription sent", sums it up
 * and offers its PDF with the QR code, and "Write another" for a second one;
 * under the form, the doctor's earlier prescriptions for the patient and
 * whether each has been dispensed (#21).
 */
export function QrPrescriptionDialogView({
  open,
  onOpenChange,
  pending,
  error,
  onSubmit,
  sent,
  onDownload,
  downloading,
  downloadError,
  onWriteAnother,
  history,
}: QrPrescriptionDialogViewProps) {
  const { t } = useTranslation('clinicalPapers');
  // Back from a sent prescription ("Write another"): focus goes to the new form's first field.
  const form = useRef<HTMLDivElement>(null);
  const wasSent = useRef(sent !== null);
  useEffect(() => {
    if (wasSent.current && sent === null) form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    wasSent.current = sent !== null;
  }, [sent]);
  return (
    <PaperDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('qrTitle')}
      description={t('qrDescription')}
      slot="qr-prescription-dialog"
    >
      {sent ? (
        <>
          <PaperDownloadNote
            announcement={t('prescriptionSent')}
            summary={
              <>
                <span className="block">
                  {sent.treatmentType === 'Medication' ? t('medication') : t('skinDesease')}:{' '}
                  <UserText>{sent.prescription}</UserText>
                </span>
                <span className="block">
                  {t('dosageLine', {
                    dosage: sent.dosageADay,
                    days: t('dayCount', { count: sent.consumptionDays }),
                  })}
                </span>
              </>
            }
            downloadLabel={t('downloadPrescription')}
            onDownload={onDownload}
            downloading={downloading}
            downloadError={downloadError}
          />
          <DialogFooter className="pt-2">
            <Button variant="secondary" onClick={onWriteAnother}>
              {t('writeAnother')}
            </Button>
            <DialogClose asChild>
              <Button>{t('close')}</Button>
            </DialogClose>
          </DialogFooter>
        </>
      ) : (
        <div ref={form} className="contents">
          <QrPrescriptionForm pending={pending} error={error} onSubmit={onSubmit} />
          {history && <QrPrescriptionHistory {...history} />}
        </div>
      )}
    </PaperDialog>
  );
}
