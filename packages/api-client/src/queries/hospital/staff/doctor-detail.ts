import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';

type Schemas = components['schemas'];

/** One appointment of the doctor's day list. */
export interface DoctorDayAppointment {
  id: string;
  from: string;
  to: string;
  status: Schemas['SlotStatus'];
  /** "First Last"; undefined for a slot without a patient. */
  patientName?: string;
  familyMemberName?: string;
  serviceName?: string;
}

/** One row of the doctor's patients table: Name, Email, Blood Type, Birthday, Gender. */
export interface DoctorPatientRow {
  id: string;
  name: string;
  email?: string;
  bloodType?: Schemas['BloodType'];
  /** 'YYYY-MM-DD'. */
  birthday?: string;
  gender?: Schemas['PatientGender'];
}

export interface DoctorPatientsPage {
  patients: DoctorPatientRow[];
  /** Zero-based. */
  page: number;
  pageCount: number;
}

const fullName = (person: { firstName?: string; lastName?: string } | undefined) =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();

/** Maps an appointment of `POST /slots/doctorAppointmentsByDate`, sorted by the caller. */
export function toDoctorDayAppointment(appointment: Schemas['Appointment']): DoctorDayAppointment {
  const row: DoctorDayAppointment = {
    id: appointment._id,
    from: appointment.from,
    to: appointment.to,
    status: appointment.status,
  };
  const patientName = fullName(appointment.patientId);
  if (patientName) row.patientName = patientName;
  const familyMemberName = fullName(appointment.familyMemberId);
  if (familyMemberName) row.familyMemberName = familyMemberName;
  if (appointment.serviceId?.name) row.serviceName = appointment.serviceId.name;
  return row;
}

/**
 * The patients of a page of the doctor's appointments, once each, in the order
 * they first appear. Appointments without a patient are left out.
 */
export function toDoctorPatientRows(appointments: readonly Schemas['Appointment'][]): DoctorPatientRow[] {
  const rows = new Map<string, DoctorPatientRow>();
  for (const { patientId: patient } of appointments) {
    if (!patient || rows.has(patient._id)) continue;
    const row: DoctorPatientRow = { id: patient._id, name: fullName(patient) };
    if (patient.email) row.email = patient.email;
    if (patient.bloodType) row.bloodType = patient.bloodType;
    if (patient.birthday) row.birthday = patient.birthday;
    if (patient.gender) row.gender = patient.gender;
    rows.set(patient._id, row);
  }
  return [...rows.values()];
}

/** The appointments of a day as the list shows them, in start order. */
export function toDoctorDayAppointments(body: Schemas['DoctorAppointmentsByDate']): DoctorDayAppointment[] {
  return body.appointments.map(toDoctorDayAppointment).sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
}

/** A page of the doctor's appointments as a page of their patients. */
export function toDoctorPatientsPage(body: { data: Schemas['AppointmentPage'] }): DoctorPatientsPage {
  return {
    patients: toDoctorPatientRows(body.data.appointments),
    page: body.data.pageNumber,
    pageCount: body.data.numberOfPages,
  };
}

/**
 * `POST /slots/doctorAppointmentsByDate` for a day ('YYYY-MM-DD'). The cache
 * keeps the answer as sent, under the key openapi-react-query gives the call.
 */
export function doctorAppointmentsByDateQueryOptions(api: ApiClient, doctorId: string, date: string) {
  const body = { date, doctorId };
  return queryOptions({
    queryKey: ['post', '/slots/doctorAppointmentsByDate', { body }] as const,
    queryFn: async ({ signal }) =>
      (await api.POST('/slots/doctorAppointmentsByDate', { body, signal })).data ?? { appointments: [] },
    select: toDoctorDayAppointments,
  });
}

/**
 * The doctor's patients: the contract has no "patients of a doctor" operation
 * for a hospital, so they come from a page of the doctor's appointments
 * (`GET /appointments/doctorAppointments/{id}?page=`), whose `patientId`
 * carries exactly the table's fields (spec 000 §3: name, email, blood type,
 * birthday, gender). Paged as the appointments are.
 */
export function doctorPatientsQueryOptions(api: ApiClient, doctorId: string, page: number) {
  const init = { params: { path: { id: doctorId }, query: { page } } };
  return queryOptions({
    queryKey: ['get', '/appointments/doctorAppointments/{id}', init] as const,
    queryFn: async ({ signal }) =>
      (await api.GET('/appointments/doctorAppointments/{id}', { ...init, signal })).data ?? {
        data: { appointments: [], pageNumber: page, numberOfPages: 0 },
      },
    select: toDoctorPatientsPage,
  });
}

/** The doctor's appointments of a day ('YYYY-MM-DD'). */
export function useDoctorAppointmentsByDate(doctorId: string, date: string) {
  return useQuery(doctorAppointmentsByDateQueryOptions(useApi(), doctorId, date));
}

/** A page of the doctor's patients; the previous page stays shown while the next loads. */
export function useDoctorPatients(doctorId: string, page: number) {
  return useQuery({ ...doctorPatientsQueryOptions(useApi(), doctorId, page), placeholderData: keepPreviousData });
}
