import type { PatientQrPrescription } from '@aafiya/api-client';
import { Download, LoaderCircle, QrCode } from 'lucide-react';
import { Button } from '../../../../components/button';
import { Card } from '../../../../components/card';
import { formatDisplayDate } from '../../../../components/date-fields';
import { EmptyState } from '../../../../components/empty-state';
import { QrCode as QrCodeImage } from '../../../../components/qr-code';
import { dayKeyOf } from '../../../../components/slot-calendar/zoned-time';
import { UserText, UserTextIn } from '../../../../components/user-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { DispensedNote } from '../../../shared/dispensing/dispensed-note';
import { DetailFailed, DetailLoading } from '../../hospital-detail/detail-states';
import type { DashboardTabStatus } from '../tab-status';

export interface QrPrescriptionsTabViewProps {
  status: DashboardTabStatus;
  /** Newest first. */
  prescriptions: readonly PatientQrPrescription[];
  /** Time zone of the dates (the browser's). */
  timeZone: string;
  /** Downloads the prescription's PDF with its QR code. */
  onDownload: (id: string) => void;
  /** The prescription whose PDF is downloading (its button waits meanwhile). */
  downloadingId?: string | null;
  onRetry?: () => void;
}

/**
 * The QR Prescription tab (002 "Patient dashboard"; 001 §5 "QR prescription"): each prescription's date, doctor,
 * treatment type, text and dosage, its PDF with the QR code, and whether a pharmacy has dispensed it ("Dispensed on
 * … by …", #21). Each card draws the prescription's QR code, the same one its PDF prints (the server's signed
 * /verify/ address, `verifyUrl`), so the patient can show it at a pharmacy from his phone; an answer without the
 * address (an older server) keeps the icon and points to the PDF. Empty and failure texts are ours.
 */
export function QrPrescriptionsTabView({
  status,
  prescriptions,
  timeZone,
  onDownload,
  downloadingId = null,
  onRetry,
}: QrPrescriptionsTabViewProps) {
  const { t } = useTranslation('patientDashboard');
  const { t: paper } = useTranslation('clinicalPapers');
  if (status === 'loading') return <DetailLoading label={t('prescriptionsLoading')} />;
  if (status === 'error') return <DetailFailed message={t('prescriptionsFailed')} onRetry={onRetry} />;
  if (prescriptions.length === 0) return <EmptyState icon={<QrCode />} title={t('noPrescriptions')} />;
  return (
    <ul data-slot="qr-prescriptions" className="flex flex-col gap-3">
      {prescriptions.map((prescription) => {
        const date = prescription.date ? formatDisplayDate(dayKeyOf(prescription.date, timeZone)) : '';
        const busy = downloadingId === prescription.id;
        return (
          <li key={prescription.id}>
            <Card className="flex-row flex-wrap items-start gap-3 px-4 py-4">
              {prescription.verifyUrl ? (
                <QrCodeImage
                  value={prescription.verifyUrl}
                  label={t('qrCodeOf', { date })}
                  className="size-32 rounded-sm border border-border"
                />
              ) : (
                <QrCode aria-hidden="true" className="size-10 shrink-0 text-primary-700" />
              )}
              <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-1 text-sm">
                <p className="text-base font-semibold">
                  {prescription.treatmentType === 'Medication' ? paper('medication') : paper('skinDesease')}
                </p>
                <p className="[overflow-wrap:anywhere]">
                  <UserText>{prescription.prescription}</UserText>
                </p>
                <p>
                  {paper('dosageLine', {
                    dosage: prescription.dosageADay,
                    days: paper('dayCount', { count: prescription.consumptionDays }),
                  })}
                </p>
                <p className="text-foreground-muted">
                  {date && <span className="tabular-nums">{t('writtenOn', { date })}</span>}
                  {date && prescription.doctor && ' · '}
                  {prescription.doctor && (
                    <UserTextIn text={(name) => t('byDoctor', { name })} value={prescription.doctor} />
                  )}
                </p>
                <DispensedNote dispensed={prescription.dispensed} timeZone={timeZone} />
                <p className="text-xs text-foreground-muted">
                  {prescription.verifyUrl ? t('qrOnScreen') : t('qrOnPaper')}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('downloadPrescriptionOf', { date })}
                aria-disabled={busy || undefined}
                className="aria-disabled:cursor-wait aria-disabled:opacity-70"
                onClick={() => {
                  if (!busy) onDownload(prescription.id);
                }}
              >
                {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
                {t('downloadPrescription')}
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
