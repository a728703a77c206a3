import { useApi, useEndTreatment, useNurseDashboardAppointments, useOwnNurse } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { dayKeyOfDate, localTimeZone } from '../../../lib/day-key';
import { toast } from '../../../components/toaster';
import { useDebouncedValue } from '../../hospital/appointments/use-debounced-value';
import { NurseDashboard } from './nurse-dashboard';

export interface NurseDashboardScreenProps {
  /** Start Treatment: the app goes to /nurse/patient-info/{patientId}/{appointmentId} (the diagnosis, viewer "nurse"). */
  onStartTreatment: (patientId: string, appointmentId: string) => void;
  /** Default: the signed-in nurse (the session's referenceId). */
  nurseId?: string;
  /** The present moment (fixed in stories): today's date. Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/**
 * The nurse's dashboard on the API: her record (`GET /nurse/{id}`) names her
 * hospital, whose appointments of the day come from
 * `POST /appointments/hospitalAppointments/{id}` (date YYYY-MM-DD, the
 * Emirates ID text asked 300 ms after typing stops). A failed record or list
 * yields an empty list silently (001 §8). End Treatment: `PUT /appointments/{id}`
 * `{ status: 'TAKEN' }` with "Treatment ended successfully!" or "Failed to
 * end treatment. Please try again."; the list is fetched again after it.
 */
export function NurseDashboardScreen({
  onStartTreatment,
  nurseId,
  now,
  timeZone,
  className,
}: NurseDashboardScreenProps) {
  const { t } = useTranslation('doctor');
  const { session } = useApi();
  const id = nurseId ?? session.getReferenceId() ?? '';
  const zone = timeZone ?? localTimeZone();
  const [date, setDate] = useState<string | null>(() => dayKeyOfDate(now ?? new Date(), zone));
  const [emiratesId, setEmiratesId] = useState('');
  const search = useDebouncedValue(emiratesId);
  const nurse = useOwnNurse(id);
  const hospitalId = nurse.data?.hospitalId ?? null;
  const appointments = useNurseDashboardAppointments(hospitalId, id, { date: date ?? '', emiratesId: search });
  const endTreatment = useEndTreatment();
  const failed = nurse.isError || appointments.isError || (nurse.isSuccess && hospitalId === null);

  return (
    <NurseDashboard
      className={className}
      date={date}
      onDateChange={setDate}
      emiratesId={emiratesId}
      onEmiratesIdChange={setEmiratesId}
      rows={failed || date === null ? [] : (appointments.data ?? [])}
      loading={!failed && date !== null && id !== '' && (nurse.isPending || appointments.isPending)}
      onStartTreatment={onStartTreatment}
      onEndTreatment={async (appointmentId) => {
        try {
          await endTreatment.mutateAsync(appointmentId);
        } catch (error) {
          toast.error(t('appointmentsEndTreatmentFailed'));
          throw error;
        }
        toast.success(t('appointmentsTreatmentEnded'));
      }}
      timeZone={zone}
    />
  );
}
