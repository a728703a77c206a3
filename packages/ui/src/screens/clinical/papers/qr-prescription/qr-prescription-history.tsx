import type { WrittenQrPrescription } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDisplayDate } from '../../../../components/date-fields';
import { dayKeyOf } from '../../../../components/slot-calendar/zoned-time';
import { Spinner } from '../../../../components/spinner';
import { UserText } from '../../../../components/user-text';
import { DispensedNote } from '../../../shared/dispensing/dispensed-note';
import type { PaperStatus } from '../shared/paper-states';

export interface QrPrescriptionHistoryProps {
  status: PaperStatus;
  /** The doctor's prescriptions for this patient, newest first. */
  prescriptions: readonly WrittenQrPrescription[];
  /** Time zone of the dates (the browser's). */
  timeZone: string;
}

/**
 * Under the QR prescription form: the prescriptions this doctor wrote for the
 * patient and whether a pharmacy has dispensed each (#21: "the doctor sees
 * 'Dispensed on … by …'"). Ours: the heading "Prescriptions you wrote for this
 * patient"; nothing while there are none; a quiet line when the list failed
 * (the form works without it).
 */
export function QrPrescriptionHistory({ status, prescriptions, timeZone }: QrPrescriptionHistoryProps) {
  const { t } = useTranslation('clinicalPapers');
  if (status === 'ready' && prescriptions.length === 0) return null;
  return (
    <section aria-labelledby="qr-prescription-history" className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id="qr-prescription-history" className="text-sm font-semibold text-foreground">
        {t('writtenPrescriptions')}
      </h3>
      {status === 'loading' && <Spinner size="sm" label={t('writtenPrescriptionsLoading')} />}
      {status === 'error' && <p className="text-sm text-muted-foreground">{t('writtenPrescriptionsFailed')}</p>}
      {status === 'ready' && (
        <ul className="flex flex-col gap-3">
          {prescriptions.map((prescription) => (
            <li key={prescription.id} className="flex flex-col gap-0.5 text-sm">
              <span className="text-muted-foreground tabular-nums">
                {prescription.date ? formatDisplayDate(dayKeyOf(prescription.date, timeZone)) : ''}
              </span>
              <span className="text-foreground [overflow-wrap:anywhere]">
                <UserText>{prescription.prescription}</UserText>
              </span>
              <DispensedNote dispensed={prescription.dispensed} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
