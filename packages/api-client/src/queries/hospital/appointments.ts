import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { type HospitalAppointmentsFilter, hospitalAppointmentsRequest } from './hospital-appointments-request';
import { fullName } from './full-name';

export type { HospitalAppointmentsFilter } from './hospital-appointments-request';

type Schemas = components['schemas'];
type Appointment = Schemas['Appointment'];

/** Slot and appointment statuses (000 §4); none means a free slot. */
export type AppointmentStatus = Schemas['SlotStatus'];

/** An appointment as the hospital's lists show it (dashboard "Today's Appointments", Appointments). */
export interface HospitalAppointment {
  id: string;
  /** The doctor's or the nurse's/technician's name. */
  provider: string;
  patient: string;
  emiratesId?: string;
  service?: string;
  /** ISO instants; the view formats them in the browser's time zone (hh:mm a). */
  from: string;
  to: string;
  status: AppointmentStatus;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/**
 * 'YYYY-MM-DD' of an instant in the browser's time zone (the day the user
 * sees, not the UTC day): at 01:00 in Dubai it is already the new day although
 * UTC is still on the day before. The server reads the day in the `timezone` header's zone.
 */
export function localIsoDate(instant: Date = new Date()): string {
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Today in the browser's time zone, 'YYYY-MM-DD' (the "Default list date is today" of 000 §9). */
export function todayIsoDate(now: Date = new Date()): string {
  return localIsoDate(now);
}

/**
 * Maps the API's appointments to rows. Rows without a patient are left out, as
 * on the Appointments screen (000 §2.5: "Rows without a patient are hidden"),
 * and rows are sorted by start time.
 */
export function toHospitalAppointments(appointments: readonly Appointment[]): HospitalAppointment[] {
  return appointments
    .filter((appointment) => appointment.patientId !== undefined)
    .map((appointment) => ({
      id: appointment._id,
      provider: fullName(appointment.doctorId ?? appointment.nurseId),
      patient: fullName(appointment.patientId),
      emiratesId: appointment.patientId?.emiratesId,
      service: appointment.serviceId?.name,
      from: appointment.from,
      to: appointment.to,
      status: appointment.status,
    }))
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
}

/** `POST /appointments/hospitalAppointments/{id}` (date, emiratesId): a hospital's appointments on a day. */
export function hospitalAppointmentsQueryOptions(
  api: ApiClient,
  hospitalId: string | null,
  filter: HospitalAppointmentsFilter,
) {
  return queryOptions({
    ...hospitalAppointmentsRequest(api, hospitalId, filter),
    select: toHospitalAppointments,
    enabled: Boolean(hospitalId),
    placeholderData: keepPreviousData,
  });
}

/** A hospital's appointments on a day; `refetch()` backs the dashboard's refresh button. */
export function useHospitalAppointments(hospitalId: string | null, filter: HospitalAppointmentsFilter) {
  return useQuery(hospitalAppointmentsQueryOptions(useApi(), hospitalId, filter));
}

/** The From/To period of the booked-and-approved count; either end may be unset. */
export interface CountPeriod {
  from: string | null;
  to: string | null;
}

/** Whether the count may be fetched: both days set and To not before From. */
export function isCompletePeriod(period: CountPeriod): period is { from: string; to: string } {
  return Boolean(period.from) && Boolean(period.to) && (period.to ?? '') >= (period.from ?? '');
}

/**
 * `POST /slots/booked-approved-appointments` (from, to) → `totalCount`. Fetched
 * only once both dates are set (000 §2.5, Dashboard); the caller's hospital is the server's to decide.
 */
export function bookedApprovedCountQueryOptions(api: ApiClient, period: CountPeriod) {
  const complete = isCompletePeriod(period);
  const body = { from: period.from ?? '', to: period.to ?? '' };
  return queryOptions({
    queryKey: ['post', '/slots/booked-approved-appointments', { body }] as const,
    queryFn: async ({ signal }): Promise<number> => {
      const { data } = await api.POST('/slots/booked-approved-appointments', { body, signal });
      return data?.totalCount ?? 0;
    },
    enabled: complete,
  });
}

/** The total of booked and approved appointments between two days (inclusive). */
export function useBookedApprovedCount(period: CountPeriod) {
  return useQuery(bookedApprovedCountQueryOptions(useApi(), period));
}
