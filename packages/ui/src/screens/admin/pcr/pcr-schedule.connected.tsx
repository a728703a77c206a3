import { useAllPcrTestSlots } from '@aafiya/api-client';
import { useCalendarMonth } from '../../hospital/provider-schedule/use-calendar-month';
import { PcrSchedule } from './pcr-schedule';

export interface PcrScheduleScreenProps {
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  className?: string;
}

/**
 * /admin/pcr on the API: every PCR hospital's test slots month by month
 * (`POST /slots/PCRTests/all` with the month's window). A failed load shows
 * the calendar's message with a retry (the specification shows none).
 */
export function PcrScheduleScreen({ now, timeZone, defaultMonth, className }: PcrScheduleScreenProps) {
  const { month, calendar } = useCalendarMonth({ now, timeZone, defaultMonth });
  const slots = useAllPcrTestSlots(month);
  const failed = slots.isError && !slots.isPlaceholderData;
  return (
    <PcrSchedule
      className={className}
      slots={slots.data ?? []}
      loading={(slots.isPending || slots.isPlaceholderData) && !failed}
      error={failed}
      onRetry={() => {
        void slots.refetch();
      }}
      {...calendar}
    />
  );
}
