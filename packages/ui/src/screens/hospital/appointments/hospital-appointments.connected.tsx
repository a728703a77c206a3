import { useApi, useAppointmentRecords } from '@aafiya/api-client';
import { useState } from 'react';
import { dayKeyOfDate, localTimeZone } from '../../../lib/day-key';
import { HospitalAppointments } from './hospital-appointments';
import { useDebouncedValue } from './use-debounced-value';
import { useMinuteClock } from '../../../lib/use-minute-clock';

export interface HospitalAppointmentsScreenProps {
  /** Default: the signed-in hospital (the session's referenceId, 000 §6). */
  hospitalId?: string;
  /** The present moment (fixed in stories and tests): the default day and the greyed rows. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/**
 * The Appointments page on the API: `POST /appointments/hospitalAppointments/{id}`
 * with the day (today by default, in the browser's time zone) and the Emirates
 * ID text, asked again 300 ms after typing stops.
 */
export function HospitalAppointmentsScreen({ hospitalId, now, timeZone, className }: HospitalAppointmentsScreenProps) {
  const { session } = useApi();
  const hospital = hospitalId ?? session.getReferenceId();
  const zone = timeZone ?? localTimeZone();
  const clock = useMinuteClock(now);
  const [date, setDate] = useState<string | null>(() => dayKeyOfDate(now ?? new Date(), zone));
  const [emiratesId, setEmiratesId] = useState('');
  const search = useDebouncedValue(emiratesId);
  const query = useAppointmentRecords(hospital, { date: date ?? '', emiratesId: search });

  return (
    <HospitalAppointments
      className={className}
      date={date}
      onDateChange={setDate}
      emiratesId={emiratesId}
      onEmiratesIdChange={setEmiratesId}
      rows={date === null ? [] : (query.data ?? [])}
      loading={date !== null && query.isPending && query.fetchStatus !== 'idle'}
      error={query.isError || !hospital}
      onRetry={() => {
        void query.refetch();
      }}
      now={clock}
      timeZone={zone}
    />
  );
}
