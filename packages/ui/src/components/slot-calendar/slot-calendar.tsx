import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Calendar } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { CreateSlotsDialog } from './create-slots-dialog';
import { bucketSlotsByDay } from './day-buckets';
import { DaySlotsDialog } from './day-slots-dialog';
import { DeleteSlotDialog } from './delete-slot-dialog';
import { entryDay } from './entry-day';
import type { Slot, SlotRange } from './slot';
import { slotAppearance, type SlotAppearance } from './slot-appearance';
import { useSlotFormatters } from './slot-formatters';
import { SlotMonth } from './slot-month';
import { dayKeyOf, localTimeZone, type DayKey } from './zoned-time';

export interface SlotCalendarProps {
  slots: readonly Slot[];
  /** The present moment for the colour and click rules; fixed in stories and tests. Default: the real now. */
  now?: Date;
  /** Time zone the days and times are shown in. Default: the browser's. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first (focus starts on today in it, else on its 1st). Default: today. */
  defaultMonth?: DayKey;
  loading?: boolean;
  /** A failed load: true for the default message, or the message. */
  error?: string | boolean;
  onRetry?: () => void;
  /** A booking still to come was clicked: open its details. */
  onOpenBooking?: (slot: Slot) => void;
  /** "Delete Slot?" was confirmed. A returned promise keeps the dialog open until it settles (closing on success). */
  onDeleteSlot?: (slot: Slot) => unknown;
  /**
   * A free slot still to come was clicked, on a calendar that books rather than
   * deletes (the patient's booking page): open the booking form. Takes the place
   * of "Delete Slot?".
   */
  onOpenFreeSlot?: (slot: Slot) => void;
  /**
   * Create Slots was submitted: every 30-minute slot of the request (09:00–12:00 is six), in one call (all or nothing).
   * Without it, days do not open Create Slots.
   */
  onCreateSlots?: (slots: SlotRange[]) => unknown;
  /** The visible month changed; gives its first day. */
  onMonthChange?: (firstDay: DayKey) => void;
  /** Slots a day shows before "+N more". */
  maxSlotsPerDay?: number;
  'aria-label'?: string;
  className?: string;
}

/**
 * Month calendar of a doctor's or nurse's slots (spec 001 §2 and §4): slots
 * coloured by their status and time, booked ones opening their details, free
 * future ones deletable, and today or later days opening Create Slots.
 * Height 900 px, month view only (the weeks share it; a day's extra slots go
 * behind "+N more").
 */
export function SlotCalendar({
  slots,
  now: nowProp,
  timeZone: timeZoneProp,
  defaultMonth,
  loading = false,
  error = false,
  onRetry,
  onOpenBooking,
  onDeleteSlot,
  onOpenFreeSlot,
  onCreateSlots,
  onMonthChange,
  maxSlotsPerDay = 3,
  'aria-label': ariaLabel,
  className,
}: SlotCalendarProps) {
  const { t } = useTranslation('calendar');
  const [defaultNow] = useState(() => new Date());
  const now = nowProp ?? defaultNow;
  const timeZone = useMemo(() => timeZoneProp ?? localTimeZone(), [timeZoneProp]);
  const todayKey = dayKeyOf(now, timeZone);
  const formatters = useSlotFormatters(timeZone);
  // The keyboard starts on today (or the shown month's first day), never on a disabled past 1st.
  const [focused, setFocused] = useState<CalendarDate>(() => entryDay(parseDate(defaultMonth ?? todayKey), todayKey));
  const [creatingDay, setCreatingDay] = useState<DayKey | null>(null);
  const [deleting, setDeleting] = useState<Slot | null>(null);
  const [listedDay, setListedDay] = useState<DayKey | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The element that opened a dialog, focused again when it closes (else the day).
  const opener = useRef<{ element: Element | null; day: DayKey }>({ element: null, day: todayKey });
  const rememberOpener = (day: DayKey) => {
    opener.current = { element: document.activeElement, day };
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const { element, day } = opener.current;
    const target =
      element instanceof HTMLElement && element.isConnected && element !== document.body
        ? element
        : rootRef.current?.querySelector<HTMLElement>(`[data-day="${day}"]`);
    target?.focus();
  };

  // The rules' action, kept only when the calendar has the handler for it.
  const appearanceOf = useCallback(
    (slot: Slot): SlotAppearance => {
      const appearance = slotAppearance(slot, now);
      const handled =
        (appearance.action === 'open-booking' && onOpenBooking) ||
        (appearance.action === 'delete' && (onOpenFreeSlot ?? onDeleteSlot));
      return handled || appearance.action === 'none' ? appearance : { ...appearance, action: 'none' };
    },
    [now, onOpenBooking, onDeleteSlot, onOpenFreeSlot],
  );

  const activateSlot = useCallback(
    (slot: Slot) => {
      const { action } = appearanceOf(slot);
      if (action === 'open-booking') onOpenBooking?.(slot);
      else if (action === 'delete' && onOpenFreeSlot) onOpenFreeSlot(slot);
      else if (action === 'delete') {
        opener.current = { element: document.activeElement, day: dayKeyOf(slot.from, timeZone) };
        setDeleting(slot);
      }
    },
    [appearanceOf, timeZone, onOpenBooking, onOpenFreeSlot],
  );

  const changeFocus = (date: CalendarDate) => {
    if (date.year !== focused.year || date.month !== focused.month) {
      onMonthChange?.(date.set({ day: 1 }).toString());
    }
    setFocused(date);
  };

  const listed = useMemo(
    () => (listedDay === null ? [] : (bucketSlotsByDay(slots, [listedDay], timeZone).get(listedDay) ?? [])),
    [slots, listedDay, timeZone],
  );

  return (
    <div ref={rootRef} data-slot="slot-calendar" className={cn('flex h-[900px] flex-col', className)}>
      <Calendar<DateValue>
        aria-label={ariaLabel ?? t('calendarLabel')}
        className="flex min-h-0 flex-1 flex-col"
        value={null}
        focusedValue={focused}
        onFocusChange={(date) => {
          changeFocus(date);
        }}
        isReadOnly={!onCreateSlots}
        isDateUnavailable={(date) => date.toString() < todayKey}
        onChange={(date) => {
          const day = date.toString();
          if (onCreateSlots && day >= todayKey) {
            rememberOpener(day);
            setCreatingDay(day);
          }
        }}
      >
        <SlotMonth
          slots={slots}
          timeZone={timeZone}
          loading={loading}
          error={error}
          onRetry={onRetry}
          todayKey={todayKey}
          appearanceOf={appearanceOf}
          maxVisible={maxSlotsPerDay}
          formatters={formatters}
          onActivateSlot={activateSlot}
          onShowDay={(day) => {
            rememberOpener(day);
            setListedDay(day);
          }}
        />
      </Calendar>
      {onCreateSlots && (
        <CreateSlotsDialog
          day={creatingDay}
          now={now}
          timeZone={timeZone}
          formatters={formatters}
          onClose={() => {
            setCreatingDay(null);
          }}
          onCreateSlots={onCreateSlots}
          onCloseAutoFocus={restoreFocus}
        />
      )}
      <DeleteSlotDialog
        open={deleting !== null}
        description={
          deleting
            ? `${formatters.formatDay(dayKeyOf(deleting.from, timeZone))}, ${formatters.formatRange(new Date(deleting.from), new Date(deleting.to))}`
            : ''
        }
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => (deleting ? onDeleteSlot?.(deleting) : undefined)}
        onCloseAutoFocus={restoreFocus}
      />
      <DaySlotsDialog
        open={listedDay !== null}
        onOpenChange={(open) => {
          if (!open) setListedDay(null);
        }}
        title={listedDay ? formatters.formatDay(listedDay) : ''}
        slots={listed}
        appearanceOf={appearanceOf}
        formatters={formatters}
        onActivate={activateSlot}
        onCloseAutoFocus={restoreFocus}
      />
    </div>
  );
}
