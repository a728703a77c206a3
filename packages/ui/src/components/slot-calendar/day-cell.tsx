import { isSameDay, isSameMonth, type CalendarDate } from '@internationalized/date';
import { useRef, type ContextType, type FocusEvent, type KeyboardEvent } from 'react';
import { useCalendarCell } from 'react-aria';
import type { CalendarStateContext } from 'react-aria-components';
import type { TFunction } from '../../i18n/translation-types';
import { cn } from '../../lib/cn';
import type { Slot } from './slot';
import type { SlotAppearance } from './slot-appearance';
import { SlotChip } from './slot-chip';
import type { SlotFormatters } from './slot-formatters';
import type { SlotTexts } from './slot-texts';
import type { DayKey } from './zoned-time';

/** The calendar state react-aria-components' Calendar provides. */
type GridState = NonNullable<ContextType<typeof CalendarStateContext>>;

export interface DayCellProps {
  state: GridState;
  date: CalendarDate;
  slots: readonly Slot[];
  todayKey: DayKey;
  /** The slot's colour and click, by the rules and the handlers the calendar has. */
  appearanceOf: (slot: Slot) => SlotAppearance;
  /** Slots shown before "+N more". */
  maxVisible: number;
  formatters: SlotFormatters;
  onActivateSlot: (slot: Slot) => void;
  onShowDay: (day: DayKey) => void;
  t: TFunction<'calendar'>;
  /** The texts the month repeats, looked up once per render of the grid. */
  texts: SlotTexts;
}

const gridKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * The slot buttons of a day sit beside the day's own button (not inside it,
 * which would nest interactive elements). Only the focused day's slots are in
 * the Tab order: Tab from a day goes through its slots, then leaves the grid.
 */
function useSlotKeyboard(state: GridState) {
  return {
    // The grid treats focus on a slot as focus having left the days, so it does not pull focus back.
    onFocus: (event: FocusEvent) => {
      event.stopPropagation();
    },
    onBlur: (event: FocusEvent) => {
      event.stopPropagation();
    },
    onKeyDown: (event: KeyboardEvent) => {
      // Enter and Space act on the slot, not on the day (which would open Create Slots).
      if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      // Arrows and pages move across days from a slot too: the grid moves focus to the new day.
      else if (gridKeys.has(event.key)) state.setFocused(true);
    },
  };
}

/** One day of the month: its number, its first slots and "+N more". */
export function DayCell({
  state,
  date,
  slots,
  todayKey,
  appearanceOf,
  maxVisible,
  formatters,
  onActivateSlot,
  onShowDay,
  t,
  texts,
}: DayCellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(date, state.visibleRange.start);
  const { cellProps, buttonProps, formattedDate, isUnavailable } = useCalendarCell(
    { date, isOutsideMonth },
    state,
    ref,
  );
  const slotKeyboard = useSlotKeyboard(state);
  const key = date.toString();
  const isToday = key === todayKey;
  const label = t(isToday ? 'todayLabel' : 'dayLabel', {
    date: formatters.formatDay(key),
    slots: texts.slotCount(slots.length),
  });
  const tabIndex = isSameDay(date, state.focusedDate) ? 0 : -1;
  const shown = slots.length > maxVisible ? slots.slice(0, maxVisible) : slots;
  const hidden = slots.length - shown.length;

  return (
    <td {...cellProps} className="relative border border-border p-0 align-top" data-today={isToday || undefined}>
      <div
        {...buttonProps}
        ref={ref}
        aria-label={isOutsideMonth ? formatters.formatDay(key) : label}
        data-slot="slot-calendar-day"
        data-day={key}
        data-outside-month={isOutsideMonth || undefined}
        className={cn(
          'absolute inset-0 flex items-start justify-end p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          isOutsideMonth ? 'bg-surface-muted text-neutral-500' : 'text-foreground',
          !isOutsideMonth && !isUnavailable && !state.isReadOnly && 'cursor-pointer hover:bg-primary-50',
          isUnavailable && !isOutsideMonth && 'bg-surface-muted',
        )}
      >
        <span
          className={cn(
            'inline-flex size-6 items-center justify-center rounded-full text-sm tabular-nums',
            isToday && 'bg-primary-700 font-semibold text-neutral-0',
          )}
        >
          {formattedDate}
        </span>
      </div>
      {!isOutsideMonth && slots.length > 0 && (
        // A size container: the chips answer the day's width (a phone's month is about 50 px a day).
        <div className="@container pointer-events-none absolute inset-x-0 top-8 bottom-0 overflow-hidden contain-strict">
          <div className="flex flex-col gap-0.5 px-1 py-0.5 @max-[7rem]:px-0.5">
            {shown.map((slot) => (
              <SlotChip
                key={slot.id}
                slot={slot}
                appearance={appearanceOf(slot)}
                formatTime={formatters.formatTime}
                onActivate={onActivateSlot}
                texts={texts}
                className="pointer-events-auto"
                tabIndex={tabIndex}
                {...slotKeyboard}
              />
            ))}
            {hidden > 0 && (
              <button
                type="button"
                tabIndex={tabIndex}
                aria-haspopup="dialog"
                // On a phone's narrow day only "+5" shows; the name stays "+5 more".
                aria-label={texts.more(hidden)}
                data-slot="slot-calendar-more"
                className="pointer-events-auto rounded-sm px-1.5 text-start text-xs leading-5 font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-ring @max-[7rem]:px-0.5"
                onClick={() => {
                  onShowDay(key);
                }}
                {...slotKeyboard}
              >
                <span className="@max-[7rem]:hidden">{texts.more(hidden)}</span>
                <span aria-hidden="true" className="hidden tabular-nums @max-[7rem]:inline">
                  +{hidden}
                </span>
              </button>
            )}
          </div>
        </div>
      )}
    </td>
  );
}
