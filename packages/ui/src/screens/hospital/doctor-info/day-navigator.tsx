import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from '../../../i18n/use-translation';
import { IconButton } from '../../../components/icon-button';
import { addDays } from '../../../components/slot-calendar/zoned-time';

export interface DayNavigatorProps {
  /** The day shown, 'YYYY-MM-DD'. */
  date: string;
  /** Called with the day before or after. */
  onChange: (date: string) => void;
  disabled?: boolean;
}

/**
 * The doctor profile's day-by-day date navigator (000 §2.5): previous day, the
 * day, next day. The day is announced when it changes.
 */
export function DayNavigator({ date, onChange, disabled }: DayNavigatorProps) {
  const { t } = useTranslation('providerDetail');
  const formatter = useDateFormatter({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div role="group" aria-label={t('shownDay')} data-slot="day-navigator" className="flex items-center gap-2">
      <IconButton
        variant="secondary"
        size="sm"
        label={t('previousDay')}
        disabled={disabled}
        onClick={() => {
          onChange(addDays(date, -1));
        }}
      >
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
      </IconButton>
      <time
        dateTime={date}
        aria-live="polite"
        className="min-w-[15rem] text-center text-sm font-semibold tabular-nums"
        data-slot="day-navigator-date"
      >
        {formatter.format(new Date(`${date}T00:00:00Z`))}
      </time>
      <IconButton
        variant="secondary"
        size="sm"
        label={t('nextDay')}
        disabled={disabled}
        onClick={() => {
          onChange(addDays(date, 1));
        }}
      >
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
      </IconButton>
    </div>
  );
}
