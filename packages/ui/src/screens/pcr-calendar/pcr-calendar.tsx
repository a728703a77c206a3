import type { PcrKind, PcrSlotView } from '@aafiya/api-client';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotCalendar, type Slot } from '../../components/slot-calendar';
import { useSlotFormatters } from '../../components/slot-calendar/slot-formatters';
import { localTimeZone } from '../../components/slot-calendar/zoned-time';
import { cn } from '../../lib/cn';
import { AppointmentDetailsDialog } from '../provider-schedule/appointment-details-dialog';

export interface PcrCalendarProps {
  /** PCR Test or PCR Vaccination. */
  kind: PcrKind;
  /** The hospital's PCR slots of that kind (of the months loaded so far). */
  slots: readonly PcrSlotView[];
  loading?: boolean;
  /** A failed load: true for the calendar's message, or the message (e.g. the server's). */
  error?: boolean | string;
  onRetry?: () => void;
  /** The present moment for the colour and click rules. Default: the real now. */
  now?: Date;
  /** Time zone of the days and times. Default: the browser's. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  /** The shown month changed; gives its first day ('YYYY-MM-01'). */
  onMonthChange?: (firstDay: string) => void;
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
export function PcrCalendar({
  kind,
  slots,
  loading,
  error,
  onRetry,
  now,
  timeZone: timeZoneProp,
  defaultMonth,
  onMonthChange,
  className,
}: PcrCalendarProps) {
  const { t } = useTranslation('pcrCalendar');
  const titleId = useId();
  const timeZone = useMemo(() => timeZoneProp ?? localTimeZone(), [timeZoneProp]);
  const formatters = useSlotFormatters(timeZone);
  const byId = useMemo(() => new Map(slots.map((slot) => [slot.id, slot])), [slots]);
  const [booking, setBooking] = useState<PcrSlotView | null>(null);
  const opener = useRef<Element | null>(null);
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
      <SlotCalendar
        slots={slots}
        {...(now ? { now } : {})}
        timeZone={timeZone}
        {...(defaultMonth ? { defaultMonth } : {})}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onMonthChange={onMonthChange}
        onOpenBooking={(slot: Slot) => {
          opener.current = document.activeElement;
          setBooking(byId.get(slot.id) ?? slot);
        }}
        aria-label={t(isTest ? 'calendarTest' : 'calendarVaccination')}
      />
      <AppointmentDetailsDialog
        slot={booking}
        timeZone={timeZone}
        formatters={formatters}
        showEmiratesId
        serviceLabel={t(isTest ? 'testType' : 'vaccine')}
        showDescription={false}
        onClose={() => {
          setBooking(null);
        }}
        onCloseAutoFocus={(event) => {
          // Back to the slot that opened it.
          event.preventDefault();
          if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        }}
      />
    </section>
  );
}
