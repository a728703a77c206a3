import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import type { DoctorAppointmentAction, DoctorAppointmentRow } from '../doctor/appointments';
import type { AppointmentStatus } from '../hospital/appointments';
import { fullName } from '../hospital/full-name';
import {
  type HospitalAppointmentsFilter,
  hospitalAppointmentsRequest,
} from '../hospital/hospital-appointments-request';
import { toServiceDetails } from '../hospital/records/service-details';

type Appointment = components['schemas']['Appointment'];

/**
 * One row of the nurse's dashboard: the columns and action of the doctor's
 * Appointments table (Patient Name, Emirates ID Number, Date, Time, Service,
 * End or Start Treatment), so both tables share one view.
 */
export type NurseAppointmentRow = DoctorAppointmentRow;

/** The statuses the dashboard lists (001 §2, §4: "Only BOOKED or APPROVED appointments are listed"). */
const listed: ReadonlySet<AppointmentStatus> = new Set(['BOOKED', 'APPROVED']);

/** Whether an appointment is of a nurse service: type 'NURSE' (001 §3: underscores may show as spaces, any case). */
export function isNurseAppointment(appointment: Pick<Appointment, 'type'>): boolean {
  return appointment.type?.replace(/[\s_]+/g, '').toUpperCase() === 'NURSE';
}

/**
 * The row's action (001 §2 Nurse area): "End Treatment" on an appointment of
 * type NURSE assigned to the signed-in nurse; otherwise "Start Treatment",
 * which opens the diagnosis (every listed row is BOOKED or APPROVED, and has a
 * patient).
 */
export function nurseAppointmentAction(appointment: Appointment, signedInNurseId: string): DoctorAppointmentAction {
  if (isNurseAppointment(appointment) && appointment.nurseId?._id === signedInNurseId) return 'end';
  return 'start';
}

/** Maps an appointment of `POST /appointments/hospitalAppointments/{id}` to a dashboard row. */
export function toNurseAppointmentRow(appointment: Appointment, signedInNurseId: string): NurseAppointmentRow {
  const row: NurseAppointmentRow = {
    id: appointment._id,
    patientName: fullName(appointment.patientId),
    from: appointment.from,
    to: appointment.to,
    status: appointment.status,
    action: nurseAppointmentAction(appointment, signedInNurseId),
  };
  if (appointment.patientId) row.patientId = appointment.patientId._id;
  if (appointment.patientId?.emiratesId) row.emiratesId = appointment.patientId.emiratesId;
  if (appointment.serviceId) row.service = toServiceDetails(appointment.serviceId);
  return row;
}

/**
 * The dashboard's rows: BOOKED or APPROVED appointments only (001 §2), with a
 * patient (ours: a slot without one has nobody to treat), in start order.
 */
export function toNurseAppointmentRows(
  appointments: readonly Appointment[],
  signedInNurseId: string,
): NurseAppointmentRow[] {
  return appointments
    .filter((appointment) => listed.has(appointment.status) && appointment.patientId !== undefined)
    .toSorted((a, b) => Date.parse(a.from) - Date.parse(b.from) || a._id.localeCompare(b._id))
    .map((appointment) => toNurseAppointmentRow(appointment, signedInNurseId));
}

/**
 * `POST /appointments/hospitalAppointments/{id}` (date 'YYYY-MM-DD',
 * emiratesId substring) for the nurse's hospital: the same request and cache
 * entry as the hospital's lists of that day, mapped to the dashboard's rows.
 */
export function nurseDashboardQueryOptions(
  api: ApiClient,
  hospitalId: string | null,
  nurseId: string,
  filter: HospitalAppointmentsFilter,
) {
  return queryOptions({
    ...hospitalAppointmentsRequest(api, hospitalId, filter),
    select: (appointments: Appointment[]) => toNurseAppointmentRows(appointments, nurseId),
    enabled: Boolean(hospitalId) && Boolean(filter.date),
    placeholderData: keepPreviousData,
  });
}

/** The nurse's hospital's appointments of a day, as dashboard rows. */
export function useNurseDashboardAppointments(
  hospitalId: string | null,
  nurseId: string,
  filter: HospitalAppointmentsFilter,
) {
  return useQuery(nurseDashboardQueryOptions(useApi(), hospitalId, nurseId, filter));
}
