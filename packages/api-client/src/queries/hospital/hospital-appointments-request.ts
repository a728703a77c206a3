import type { ApiClient } from '../../client/create-api-client';
import type { components } from '../../schema.gen';

type Appointment = components['schemas']['Appointment'];

export interface HospitalAppointmentsFilter {
  /** The day, 'YYYY-MM-DD' in the browser's time zone. */
  date: string;
  /** Optional Emirates ID substring. */
  emiratesId?: string;
}

/**
 * The request behind every list of a hospital's appointments of a day:
 * `POST /appointments/hospitalAppointments/{id}` (date, emiratesId substring;
 * a blank one is left out). Spread into `queryOptions` with the list's own
 * `select`: lists of the same day share one cache entry, only their mapping
 * differs (the dashboard's `hospitalAppointmentsQueryOptions`, the
 * Appointments table's `appointmentRecordsQueryOptions`).
 */
export function hospitalAppointmentsRequest(
  api: ApiClient,
  hospitalId: string | null,
  filter: HospitalAppointmentsFilter,
) {
  const emiratesId = filter.emiratesId?.trim() || undefined;
  const body = { date: filter.date, ...(emiratesId ? { emiratesId } : {}) };
  return {
    queryKey: [
      'post',
      '/appointments/hospitalAppointments/{id}',
      { params: { path: { id: hospitalId } }, body },
    ] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Appointment[]> => {
      if (!hospitalId) return [];
      const { data } = await api.POST('/appointments/hospitalAppointments/{id}', {
        params: { path: { id: hospitalId } },
        body,
        signal,
      });
      return data?.data ?? [];
    },
  };
}
