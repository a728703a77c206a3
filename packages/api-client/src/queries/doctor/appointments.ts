import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import type { AppointmentStatus } from '../hospital/appointments';
import { fullName } from '../hospital/full-name';
import { type ServiceDetails, toServiceDetails } from '../hospital/records/service-details';
import { bodyOf, isUnderPath } from '../shared/query-helpers';

type Schemas = components['schemas'];
type Appointment = Schemas['Appointment'];
type AppointmentPage = Schemas['AppointmentPage'];

const DOCTOR_APPOINTMENTS = '/appointments/doctorAppointments/{id}';

/**
 * What the action column of a row offers (001 §2, Appointments):
 * - `end`: "End Treatment", when the appointment has a service and its doctor
 *   is the signed-in doctor;
 * - `start`: otherwise "Start Treatment", when the status is BOOKED;
 * - `none`: neither (the view shows the status instead).
 */
export type DoctorAppointmentAction = 'end' | 'start' | 'none';

/** One row of the doctor's Appointments table. */
export interface DoctorAppointmentRow {
  id: string;
  /** The booking patient's id: Start Treatment opens /doctors/patient-info/{patientId}/{id}. */
  patientId?: string;
  patientName: string;
  emiratesId?: string;
  /** ISO instants; the view shows the Date (DD-MM-YY) and the Time range in the browser's time zone. */
  from: string;
  to: string;
  status: AppointmentStatus;
  /** The Service column's link to the Service Details modal; undefined reads "N/A". */
  service?: ServiceDetails;
  action: DoctorAppointmentAction;
}

/** One page of the doctor's appointments. */
export interface DoctorAppointmentsPage {
  rows: DoctorAppointmentRow[];
  /** Zero-based, as the API counts. */
  page: number;
  /** 0 when the doctor has no appointment at all ("No appointments yet"). */
  pageCount: number;
}

/** Statuses the server lets End Treatment move to TAKEN (PUT /appointments/{id} answers 409 for others). */
const endable: ReadonlySet<AppointmentStatus> = new Set(['BOOKED', 'APPROVED']);

/**
 * The row's action by 001's rules. Spec choice: "End Treatment" is offered
 * only while the appointment can still be ended (BOOKED or APPROVED); once
 * TAKEN the row shows its status, as the treatment is over.
 */
export function doctorAppointmentAction(appointment: Appointment, signedInDoctorId: string): DoctorAppointmentAction {
  const ownWithService = appointment.serviceId !== undefined && appointment.doctorId?._id === signedInDoctorId;
  if (ownWithService) return endable.has(appointment.status) ? 'end' : 'none';
  return appointment.status === 'BOOKED' ? 'start' : 'none';
}

/** Maps an appointment of `GET /appointments/doctorAppointments/{id}` to a row, for the signed-in doctor. */
export function toDoctorAppointmentRow(appointment: Appointment, signedInDoctorId: string): DoctorAppointmentRow {
  const row: DoctorAppointmentRow = {
    id: appointment._id,
    patientName: fullName(appointment.patientId),
    from: appointment.from,
    to: appointment.to,
    status: appointment.status,
    action: doctorAppointmentAction(appointment, signedInDoctorId),
  };
  if (appointment.patientId) row.patientId = appointment.patientId._id;
  if (appointment.patientId?.emiratesId) row.emiratesId = appointment.patientId.emiratesId;
  if (appointment.serviceId) row.service = toServiceDetails(appointment.serviceId);
  return row;
}

/** A page as the table shows it, in the server's order (latest first). */
export function toDoctorAppointmentsPage(body: AppointmentPage, signedInDoctorId: string): DoctorAppointmentsPage {
  return {
    rows: body.appointments.map((appointment) => toDoctorAppointmentRow(appointment, signedInDoctorId)),
    page: body.pageNumber,
    pageCount: body.numberOfPages,
  };
}

/**
 * `GET /appointments/doctorAppointments/{id}?page=` (zero-based pages). Its
 * cache entry is the one the hospital's doctor detail reads for the same
 * doctor and page (same key; only the mapping differs).
 */
export function doctorAppointmentsQueryOptions(api: ApiClient, doctorId: string, page: number) {
  const init = { params: { path: { id: doctorId }, query: { page } } };
  return queryOptions({
    queryKey: ['get', DOCTOR_APPOINTMENTS, init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(DOCTOR_APPOINTMENTS, { ...init, signal })).data),
    select: (body) => toDoctorAppointmentsPage(body.data, doctorId),
    enabled: doctorId !== '',
    placeholderData: keepPreviousData,
  });
}

/** A page of the signed-in doctor's appointments; the page shown stays while the next loads. */
export function useDoctorAppointments(doctorId: string, page: number) {
  return useQuery(doctorAppointmentsQueryOptions(useApi(), doctorId, page));
}

/** `PUT /appointments/{id}` with `{ status: 'TAKEN' }` (the contract's AppointmentUpdate): the updated appointment. */
export async function endTreatment(api: ApiClient, appointmentId: string): Promise<Appointment> {
  const answer = await api.PUT('/appointments/{id}', {
    params: { path: { id: appointmentId } },
    body: { status: 'TAKEN' },
  });
  return bodyOf(answer.data).data;
}

/**
 * The cached queries an ended treatment changes: every appointment list and
 * read, the doctors' days, and the hospitals' lists of a day (the nurse's
 * dashboard, a POST read).
 */
export function isChangedByEndTreatment(queryKey: readonly unknown[]): boolean {
  return (
    isUnderPath(queryKey, '/appointments') ||
    queryKey[1] === '/slots/doctorAppointmentsByDate' ||
    queryKey[1] === '/appointments/hospitalAppointments/{id}'
  );
}

/** End Treatment: `mutate(appointmentId)`; on success the appointment lists are fetched again. */
export function useEndTreatment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) => endTreatment(api, appointmentId),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isChangedByEndTreatment(query.queryKey) }),
  });
}
