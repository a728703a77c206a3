import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import { type CatalogueLocale, catalogueName } from '../shared/catalogue-name';
import { bodyOf } from '../shared/query-helpers';

// The diagnosis screen's reads (001 §2 "Diagnosis screen"): the patient card,
// the appointment it is about and the appointment's nurse report; and the
// nurse's write of that report. The doctor report is in ./doctor-reports.ts.

type Schemas = components['schemas'];
type Patient = Schemas['Patient'];
type Appointment = Schemas['Appointment'];
type NurseReport = Schemas['NurseReport'];

/** Whether a call failed because the record does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The patient card of the diagnosis screen: name, birth date, Emirates ID, diseases, allergies, insurances. */
export interface DiagnosisPatient {
  id: string;
  name: string;
  image?: string;
  /** 'YYYY-MM-DD'. */
  birthday?: string;
  emiratesId?: string;
  diseases: string[];
  allergies: string[];
  /** The insurances' names in the reader's language. */
  insurances: string[];
}

const listOf = (items: readonly string[] | undefined) => (items ?? []).map((item) => item.trim()).filter(Boolean);

export function toDiagnosisPatient(patient: Patient, locale: CatalogueLocale = 'en'): DiagnosisPatient {
  return {
    id: patient._id,
    name: fullName(patient),
    ...(patient.image ? { image: patient.image } : {}),
    ...(patient.birthday ? { birthday: patient.birthday } : {}),
    ...(patient.emiratesId ? { emiratesId: patient.emiratesId } : {}),
    diseases: listOf(patient.diseases),
    allergies: listOf(patient.allergies),
    insurances: (patient.insurances ?? []).map((insurance) => catalogueName(insurance, locale)).filter(Boolean),
  };
}

/**
 * `GET /patients/profile/{id}`, the call of the shared patient profile
 * (hospital/patients.ts): the same cache entry, mapped to the patient card.
 * A missing patient rejects with a 404 (`isNotFound`).
 */
export function diagnosisPatientQueryOptions(api: ApiClient, patientId: string, locale: CatalogueLocale = 'en') {
  return queryOptions({
    queryKey: ['get', '/patients/profile/{id}', { params: { path: { id: patientId } } }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/patients/profile/{id}', { params: { path: { id: patientId } }, signal });
      return bodyOf(data).data;
    },
    select: (patient: Patient) => toDiagnosisPatient(patient, locale),
    enabled: patientId !== '',
  });
}

export function useDiagnosisPatient(patientId: string, locale: CatalogueLocale = 'en') {
  return useQuery(diagnosisPatientQueryOptions(useApi(), patientId, locale));
}

/** The appointment a diagnosis is about. */
export interface DiagnosisAppointment {
  id: string;
  /** The account holder who booked it (the route's patient). */
  patientId?: string;
  /** ISO instants; the view shows them in the browser's time zone. */
  from: string;
  to: string;
  status: Schemas['SlotStatus'];
  service?: string;
  /** What the patient wrote when booking. */
  description?: string;
  /** The family member it was booked for; undefined for the patient's own. */
  familyMember?: string;
  doctorId?: string;
  nurseId?: string;
  hospitalId?: string;
}

export function toDiagnosisAppointment(appointment: Appointment): DiagnosisAppointment {
  const description = appointment.description?.trim();
  const familyMember = fullName(appointment.familyMemberId);
  const service = appointment.serviceId?.name?.trim();
  return {
    id: appointment._id,
    ...(appointment.patientId ? { patientId: appointment.patientId._id } : {}),
    from: appointment.from,
    to: appointment.to,
    status: appointment.status,
    ...(service ? { service } : {}),
    ...(description ? { description } : {}),
    ...(familyMember ? { familyMember } : {}),
    ...(appointment.doctorId ? { doctorId: appointment.doctorId._id } : {}),
    ...(appointment.nurseId ? { nurseId: appointment.nurseId._id } : {}),
    ...(appointment.hospitalId ? { hospitalId: appointment.hospitalId._id } : {}),
  };
}

/** `GET /appointments/{id}` mapped for the diagnosis screen; a missing appointment rejects with a 404. */
export function diagnosisAppointmentQueryOptions(api: ApiClient, appointmentId: string) {
  return queryOptions({
    queryKey: ['get', '/appointments/{id}', { params: { path: { id: appointmentId } } }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/appointments/{id}', { params: { path: { id: appointmentId } }, signal });
      return bodyOf(data).data;
    },
    select: toDiagnosisAppointment,
    enabled: appointmentId !== '',
  });
}

export function useDiagnosisAppointment(appointmentId: string) {
  return useQuery(diagnosisAppointmentQueryOptions(useApi(), appointmentId));
}

/** A nurse report as the Nurse Diagnosis shows it (001 §5 units: height in metres, weight kg, bp mmHg, bt °C, heart rate bpm, glucose mg/dl). */
export interface NurseReportView {
  id: string;
  height?: number;
  weight?: number;
  bp?: string;
  bt?: number;
  complain?: string;
  heartRate?: number;
  glucose?: number;
}

export function toNurseReportView(report: NurseReport): NurseReportView {
  const view: NurseReportView = { id: report._id };
  for (const key of ['height', 'weight', 'bt', 'heartRate', 'glucose'] as const) {
    const value = report[key];
    if (typeof value === 'number' && Number.isFinite(value)) view[key] = value;
  }
  const bp = report.bp?.trim();
  if (bp) view.bp = bp;
  const complain = report.complain?.trim();
  if (complain) view.complain = complain;
  return view;
}

const nurseReportKey = (appointmentId: string) =>
  ['get', '/nurseReports/appointment/{id}', { params: { path: { id: appointmentId } } }] as const;

/**
 * `GET /nurseReports/appointment/{id}`: the appointment's nurse report, or
 * null when it has none (the server answers 404).
 */
export function appointmentNurseReportQueryOptions(api: ApiClient, appointmentId: string) {
  return queryOptions({
    queryKey: nurseReportKey(appointmentId),
    queryFn: async ({ signal }): Promise<NurseReport | null> => {
      try {
        const { data } = await api.GET('/nurseReports/appointment/{id}', {
          params: { path: { id: appointmentId } },
          signal,
        });
        return bodyOf(data).data;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    select: (report) => (report ? toNurseReportView(report) : null),
    enabled: appointmentId !== '',
  });
}

export function useAppointmentNurseReport(appointmentId: string) {
  return useQuery(appointmentNurseReportQueryOptions(useApi(), appointmentId));
}

/** What the Nurse Diagnosis form sends (001 §5 "Nurse report"). */
export interface NurseReportValues {
  /** Metres. */
  height: number;
  weight: number;
  bp: string;
  bt: number;
  complain: string;
  heartRate: number;
  glucose: number;
}

/** The ids a report belongs to. */
export interface ReportTarget {
  appointmentId: string;
  patientId: string;
}

export function toNurseReportBody(values: NurseReportValues, target: ReportTarget): Schemas['NurseReportInput'] {
  return {
    height: values.height,
    weight: values.weight,
    bp: values.bp.trim(),
    bt: values.bt,
    complain: values.complain.trim(),
    heartRate: values.heartRate,
    glucose: values.glucose,
    appointmentId: target.appointmentId,
    patientId: target.patientId,
  };
}

/** Whether a save wrote a new report or updated the one the appointment had. */
export interface SavedReport<View> {
  report: View;
  created: boolean;
}

export interface SaveNurseReportVariables extends ReportTarget {
  values: NurseReportValues;
  /** The appointment's report, when it has one: it is updated rather than a new one created (001 §4). */
  reportId?: string;
}

/** `PUT /nurseReports/{id}` when the appointment has a report, else `POST /nurseReports`. */
export async function saveNurseReport(
  api: ApiClient,
  { values, reportId, ...target }: SaveNurseReportVariables,
): Promise<SavedReport<NurseReport>> {
  const body = toNurseReportBody(values, target);
  if (reportId) {
    const { data } = await api.PUT('/nurseReports/{id}', { params: { path: { id: reportId } }, body });
    return { report: bodyOf(data).data, created: false };
  }
  const { data } = await api.POST('/nurseReports', { body });
  return { report: bodyOf(data).data, created: true };
}

/**
 * The nurse's save of the Nurse Diagnosis (nurse mode of the screen): the
 * appointment's report becomes the saved one in the cache (the next save
 * updates it), and the nurse's report lists refetch.
 */
export function useSaveNurseReport() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: SaveNurseReportVariables): Promise<SavedReport<NurseReportView>> => {
      const { report, created } = await saveNurseReport(api, variables);
      // The cache keeps answers as sent (`select` maps them).
      queryClient.setQueryData(nurseReportKey(variables.appointmentId), report);
      return { report: toNurseReportView(report), created };
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[1] === '/nurseReports/getAll' || queryKey[1] === '/nurseReports/diagnosis/{id}',
      });
    },
    onError: async (_error, { appointmentId }) => {
      await queryClient.invalidateQueries({ queryKey: nurseReportKey(appointmentId) });
    },
  });
}
