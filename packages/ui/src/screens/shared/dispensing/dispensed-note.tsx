import type { DispensingView } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDisplayDate } from '../../../components/date-fields';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { cn } from '../../../lib/cn';

export interface DispensedNoteProps {
  /** The dispensing, or undefined while no pharmacy has dispensed the prescription. */
  dispensed?: DispensingView | undefined;
  /** Time zone of the date (the browser's). */
  timeZone: string;
  className?: string;
}

/**
 * Whether a QR prescription has been dispensed (#21), wherever one is shown
 * (the doctor's, the pharmacy's, the patient's): "Dispensed on DD/MM/YYYY by
 * <pharmacy branch>", else "Not dispensed yet" (both ours).
 */
export function DispensedNote({ dispensed, timeZone, className }: DispensedNoteProps) {
  const { t } = useTranslation('papers');
  return (
    <p
      data-slot="dispensed-note"
      className={cn('text-sm', dispensed ? 'font-medium text-success-700' : 'text-muted-foreground', className)}
    >
      {dispensed
        ? t('dispensedOn', { date: formatDisplayDate(dayKeyOf(dispensed.at, timeZone)), pharmacy: dispensed.pharmacy })
        : t('notDispensed')}
    </p>
  );
}
