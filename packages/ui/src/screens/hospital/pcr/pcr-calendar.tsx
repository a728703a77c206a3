import type { PcrKind, PcrSlotView } from '@aafiya/api-client';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { BookingCalendar, type BookingCalendarProps } from '../provider-schedule/booking-calendar';

export interface PcrCalendarProps extends Omit<
  BookingCalendarProps,
  'slots' | 'onCreateSlots' | 'onDeleteSlot' | 'details' | 'aria-label'
> {
  /** PCR Test or PCR Vaccination. */
  kind: PcrKind;
  /** The PCR slots of that kind (of the months loaded so far); with `hospitalLabel`, each with its hospital. */
  slots: readonly (PcrSlotView & { hospitalName?: string })[];
  /** The page's title and the line under it. Default: the hospital's ("PCR Test" or "PCR Vaccination"). */
  title?: string;
  intro?: string;
  /** Beside the title (the admin's "See Reports"). */
  actions?: ReactNode;
  /** Appointment Details start with the slot's hospital, under this label (the admin's calendar of every hospital). */
  hospitalLabel?: string;
  className?: string;
}

/**
 * The hospital's PCR Test or PCR Vaccination page (000 §2.4; 002 §4): a
 * month-only calendar of its PCR slots, coloured by the calendar rules (TAKEN
 * blue, a booking that has ended red, one still to come green). A booking
 * still to come opens its Appointment Details: patient name, Emirates ID,
 * status, date, time and the test or vaccine. The hospital only views PCR
 * slots here: it neither creates nor deletes them (the specification gives
 * the hospital no PCR slot calls but the listings). The admin's PCR Schedule
 * (002) is the same calendar of every hospital's tests, with its own title,
 * "See Reports" and the hospital in the details.
 */
export function PcrCalendar({ kind, title, intro, actions, hospitalLabel, className, ...calendar }: PcrCalendarProps) {
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
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id={titleId} className="text-2xl font-semibold text-foreground">
            {title ?? t(isTest ? 'titleTest' : 'titleVaccination')}
          </h1>
          <p className="text-sm text-foreground-muted">{intro ?? t(isTest ? 'introTest' : 'introVaccination')}</p>
        </div>
        {actions}
      </header>
      <BookingCalendar
        {...calendar}
        details={{
          showEmiratesId: true,
          serviceLabel: t(isTest ? 'testType' : 'vaccine'),
          showDescription: false,
          ...(hospitalLabel === undefined ? {} : { hospitalLabel }),
        }}
        aria-label={t(isTest ? 'calendarTest' : 'calendarVaccination')}
      />
    </section>
  );
}
