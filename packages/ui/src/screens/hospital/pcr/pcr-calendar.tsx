import type { PcrKind, PcrSlotView } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { BookingCalendar, type BookingCalendarProps } from '../provider-schedule/booking-calendar';

export interface PcrCalendarProps extends Omit<
  BookingCalendarProps,
  'slots' | 'onCreateSlots' | 'onDeleteSlot' | 'details' | 'aria-label'
> {
  /** PCR Test or PCR Vaccination. */
  kind: PcrKind;
  /** The hospital's PCR slots of that kind (of the months loaded so far). */
  slots: readonly PcrSlotView[];
  className?: string;
}

/**
 * The hospital's PCR Test or PCR Vaccination page (000 §2.4; 002 §4): a
 * month-only calendar of its PCR slots, coloured by the calendar rules (TAKEN
 * blue, a booking that has ended red, one still to come green). A booking
 * still to come opens its Appointment Details: patient name, Emirates ID,
 * status, date, time and the test or vaccine. The hospital only views PCR
 * slots here: it neither creates nor deletes them (the specification gives
 * the hospital no PCR slot calls but the listings).
 */
export function PcrCalendar({ kind, className, ...calendar }: PcrCalendarProps) {
  const { t } = useTranslation('pcrCalendar');
  const titleId = useId();
  const isTest = kind === 'test';

  return (
    <section
      aria-labelledby={titleId}
      data-slot="pcr-calendar"
      data-kind={kind}
      className={cn('flex flex-col gap-3', className)}
    >
      <header className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-semibold text-foreground">
          {t(isTest ? 'titleTest' : 'titleVaccination')}
        </h1>
        <p className="text-sm text-foreground-muted">{t(isTest ? 'introTest' : 'introVaccination')}</p>
      </header>
      <BookingCalendar
        {...calendar}
        details={{ showEmiratesId: true, serviceLabel: t(isTest ? 'testType' : 'vaccine'), showDescription: false }}
        aria-label={t(isTest ? 'calendarTest' : 'calendarVaccination')}
      />
    </section>
  );
}
