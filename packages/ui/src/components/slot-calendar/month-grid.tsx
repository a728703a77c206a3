import { useContext } from 'react';
import { useCalendarGrid } from 'react-aria';
import { CalendarStateContext } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { DayCell } from './day-cell';
import type { Slot } from './slot';
import type { SlotAppearance } from './slot-appearance';
import type { SlotFormatters } from './slot-formatters';
import { slotTexts } from './slot-texts';
import type { DayKey } from './zoned-time';

export interface MonthGridProps {
  slotsByDay: ReadonlyMap<DayKey, readonly Slot[]>;
  todayKey: DayKey;
  appearanceOf: (slot: Slot) => SlotAppearance;
  maxVisible: number;
  formatters: SlotFormatters;
  busy: boolean;
  onActivateSlot: (slot: Slot) => void;
  onShowDay: (day: DayKey) => void;
}

const noSlots: readonly Slot[] = [];

/** The weeks of the visible month: react-aria's grid (keyboard, focus, labels) with our day cells. */
export function MonthGrid({ slotsByDay, busy, ...cell }: MonthGridProps) {
  const state = useContext(CalendarStateContext);
  if (!state) throw new Error('MonthGrid must be inside a react-aria Calendar');
  const { t } = useTranslation('calendar');
  const texts = slotTexts(t);
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid({ weekdayStyle: 'short' }, state);
  return (
    <table
      {...gridProps}
      aria-busy={busy || undefined}
      data-slot="slot-calendar-grid"
      className="h-full w-full table-fixed border-collapse"
    >
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index} className="h-8 border-b border-border text-xs font-semibold text-foreground-muted">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeksInMonth }, (_, week) => (
          <tr key={week}>
            {state
              .getDatesInWeek(week)
              .map((date, index) =>
                date ? (
                  <DayCell
                    key={index}
                    state={state}
                    date={date}
                    slots={slotsByDay.get(date.toString()) ?? noSlots}
                    t={t}
                    texts={texts}
                    {...cell}
                  />
                ) : (
                  <td key={index} />
                ),
              )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
