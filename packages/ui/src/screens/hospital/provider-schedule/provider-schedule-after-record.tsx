import type { ScheduleProvider } from '@aafiya/api-client';
import { ProviderSchedule } from './provider-schedule';
import { ProviderScheduleScreen } from './provider-schedule.connected';
import { useCalendarMonth } from './use-calendar-month';

export interface ProviderScheduleAfterRecordProps {
  /** The provider once his or her record has named the hospital (new slots need it); undefined until then. */
  provider: ScheduleProvider | undefined;
  /** The record could not be read: the calendar says so, with a retry. */
  recordError: boolean;
  /** Reads the record again. */
  onRetry: () => void;
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
}

/**
 * A provider's schedule that first needs his or her record (the doctor's own
 * calendar, the nurse's own, a doctor's calendar opened by a nurse): the empty
 * calendar loading (or failed, with a retry) until the record names the
 * hospital, then the connected schedule (001 §2, §4, §5, §8 "Slots").
 */
export function ProviderScheduleAfterRecord({
  provider,
  recordError,
  onRetry,
  now,
  timeZone,
  defaultMonth,
}: ProviderScheduleAfterRecordProps) {
  const { calendar } = useCalendarMonth({ now, timeZone, defaultMonth });
  const times = { ...(now ? { now } : {}), ...(timeZone ? { timeZone } : {}) };
  if (provider) return <ProviderScheduleScreen provider={provider} {...times} defaultMonth={calendar.defaultMonth} />;
  return <ProviderSchedule slots={[]} loading={!recordError} error={recordError} onRetry={onRetry} {...calendar} />;
}
