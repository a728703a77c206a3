import { parseDate } from '@internationalized/date';
import { useContext, useMemo } from 'react';
import { CalendarStateContext, Heading } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocale } from '../../i18n';
import { Button } from '../button';
import { bucketSlotsByDay } from './day-buckets';
import { entryDay } from './entry-day';
import { MonthGrid, type MonthGridProps } from './month-grid';
import { SlotLegend } from './slot-legend';
import type { Slot } from './slot';
import type { DayKey } from './zoned-time';

export interface SlotMonthProps extends Omit<MonthGridProps, 'slotsByDay' | 'busy'> {
  slots: readonly Slot[];
  timeZone: string;
  loading: boolean;
  /** true shows the default message. */
  error: string | boolean;
  onRetry?: (() => void) | undefined;
}

const navButton =
  'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-ring';

/** The days of the visible month, 'YYYY-MM-DD'. */
function monthDays(firstDay: DayKey, count: number): DayKey[] {
  const prefix = firstDay.slice(0, 8);
  return Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}

/**
 * Today, previous/next month, the month title, the state line (loading,
 * error, empty), the colour legend and the grid. Showing a month puts the
 * grid's Tab stop on today or the month's first day (`entryDay`); Today also
 * moves focus there.
 */
export function SlotMonth({ slots, timeZone, loading, error, onRetry, ...grid }: SlotMonthProps) {
  const { t } = useTranslation('calendar');
  const { direction } = useLocale();
  const state = useContext(CalendarStateContext);
  if (!state) throw new Error('SlotMonth must be inside a react-aria Calendar');
  const first = state.visibleRange.start;
  const firstKey = first.toString();
  const daysInMonth = first.calendar.getDaysInMonth(first);
  const slotsByDay = useMemo(
    () => bucketSlotsByDay(slots, monthDays(firstKey, daysInMonth), timeZone),
    [slots, firstKey, daysInMonth, timeZone],
  );
  const empty = !loading && !error && [...slotsByDay.values()].every((list) => list.length === 0);
  const [Previous, Next] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const showMonth = (months: number) => {
    state.setFocusedDate(entryDay(state.focusedDate.add({ months }), grid.todayKey));
  };
  const showToday = () => {
    state.setFocusedDate(parseDate(grid.todayKey));
    state.setFocused(true);
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 pb-3">
        <Button size="sm" variant="secondary" onClick={showToday}>
          {t('today')}
        </Button>
        <button
          type="button"
          aria-label={t('previousMonth')}
          className={navButton}
          onClick={() => {
            showMonth(-1);
          }}
        >
          <Previous aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t('nextMonth')}
          className={navButton}
          onClick={() => {
            showMonth(1);
          }}
        >
          <Next aria-hidden="true" className="size-5" />
        </button>
        <Heading className="text-xl font-semibold" data-slot="slot-calendar-title" />
        <div className="ms-auto flex items-center gap-2 text-sm" role="status">
          {loading && (
            <span className="flex items-center gap-2 text-foreground-muted">
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-primary-700 border-t-transparent"
              />
              {t('loadingSlots')}
            </span>
          )}
          {empty && <span className="text-foreground-muted">{t('emptyMonth')}</span>}
        </div>
        {error && !loading && (
          <div
            role="alert"
            className="flex w-full items-center gap-3 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700"
          >
            <span>{typeof error === 'string' ? error : t('loadError')}</span>
            {onRetry && (
              <Button size="sm" variant="secondary" className="ms-auto" onClick={onRetry}>
                {t('retry')}
              </Button>
            )}
          </div>
        )}
        <SlotLegend t={t} className="w-full" />
      </div>
      <div className="min-h-0 flex-1">
        <MonthGrid slotsByDay={slotsByDay} busy={loading} {...grid} />
      </div>
    </>
  );
}
