import { isApiError, type PcrKind, useApi, usePcrSlots } from '@aafiya/api-client';
import { useCalendarMonth } from '../provider-schedule/use-calendar-month';
import { PcrCalendar } from './pcr-calendar';

export interface PcrCalendarScreenProps {
  kind: PcrKind;
  /** Default: the signed-in hospital (the session's referenceId, 000 §6). */
  hospitalId?: string;
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  className?: string;
}

/** The server's message for a refused or bad request (e.g. "PCR is not enabled for this hospital"); else the calendar's own. */
function loadErrorOf(error: unknown): string | true {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : true;
}

/**
 * The PCR Test or PCR Vaccination page on the API: the hospital's PCR slots
 * month by month (`POST /slots/PCRTests/hospital/{id}` or
 * `/slots/PCRVaccination/hospital/{id}` with the month's window). A failed
 * load is not shown by the specification; the calendar says so, with the
 * server's message for a refusal, and offers a retry.
 */
export function PcrCalendarScreen({
  kind,
  hospitalId,
  now,
  timeZone,
  defaultMonth,
  className,
}: PcrCalendarScreenProps) {
  const { session } = useApi();
  const hospital = hospitalId ?? session.getReferenceId();
  const { month, calendar } = useCalendarMonth({ now, timeZone, defaultMonth });
  const slots = usePcrSlots(kind, hospital, month);
  const failed = slots.isError && !slots.isPlaceholderData;

  return (
    <PcrCalendar
      kind={kind}
      className={className}
      slots={slots.data ?? []}
      loading={hospital !== null && (slots.isPending || slots.isPlaceholderData) && !failed}
      error={hospital === null ? true : failed ? loadErrorOf(slots.error) : false}
      onRetry={() => {
        void slots.refetch();
      }}
      {...calendar}
    />
  );
}
