import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import type { AppointmentStatus } from '../appointments';
import { type HospitalAppointmentsFilter, hospitalAppointmentsRequest } from '../hospital-appointments-request';
import { fullName } from '../patients';
import { type ServiceDetails, toServiceDetails } from './service-details';

type Appointment = components['schemas']['Appointment'];

/** One row of the hospital's Appointments table (000 §2.5). */
export interface AppointmentRecordRow {
  id: string;
  /** The doctor's or the nurse's/technician's name. */
  provider: string;
  /** null when the slot has no patient: such rows are hidden (000 §2.5). */
  patientName: string | null;
  emiratesId?: string;
  /** Opens the Service Details modal. */
  service?: ServiceDetails;
  /** ISO instants: the DATE and TIME columns, and greyed once `to` has passed. */
  from: string;
  to: string;
  status: AppointmentStatus;
}

/**
 * Maps an appointment to a row. The patient's Emirates ID is shown (a family
 * member's booking is made, and filtered, under the booking patient's too).
 */
export function toAppointmentRecordRow(appointment: Appointment): AppointmentRecordRow {
  const row: AppointmentRecordRow = {
    id: appointment._id,
    provider: fullName(appointment.doctorId ?? appointment.nurseId),
    patientName: appointment.patientId ? fullName(appointment.patientId) : null,
    from: appointment.from,
    to: appointment.to,
    status: appointment.status,
  };
  if (appointment.patientId?.emiratesId) row.emiratesId = appointment.patientId.emiratesId;
  if (appointment.serviceId) row.service = toServiceDetails(appointment.serviceId);
  return row;
}

/** Rows in start order. */
export function toAppointmentRecordRows(appointments: readonly Appointment[]): AppointmentRecordRow[] {
  return appointments
    .map(toAppointmentRecordRow)
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from) || a.id.localeCompare(b.id));
}

/**
 * `POST /appointments/hospitalAppointments/{id}` (date, emiratesId substring).
 * Shares its cache entry with the dashboard's query of the same day; only the
 * mapping differs.
 */
export function appointmentRecordsQueryOptions(
  api: ApiClient,
  hospitalId: string | null,
  filter: HospitalAppointmentsFilter,
) {
  return queryOptions({
    ...hospitalAppointmentsRequest(api, hospitalId, filter),
    select: toAppointmentRecordRows,
    enabled: Boolean(hospitalId) && Boolean(filter.date),
    placeholderData: keepPreviousData,
  });
}

/** The hospital's appointments of a day, optionally narrowed by part of an Emirates ID. */
export function useAppointmentRecords(hospitalId: string | null, filter: HospitalAppointmentsFilter) {
  return useQuery(appointmentRecordsQueryOptions(useApi(), hospitalId, filter));
}
