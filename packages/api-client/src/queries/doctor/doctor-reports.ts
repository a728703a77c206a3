import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf, isUnderPath } from '../shared/query-helpers';
import { isNotFound, type ReportTarget, type SavedReport } from './diagnosis';

// The doctor report of an appointment (001 §2 "Diagnosis screen", §5 "Doctor
// report"): read, and written by the Doctor Diagnosis form.

type Schemas = components['schemas'];
type DoctorReport = Schemas['DoctorReport'];

/** Treatment types, spelt as the specification spells them (001 §9). */
export type TreatmentType = Schemas['TreatmentType'];
export const treatmentTypes = ['Medication', 'Skin Desease'] as const satisfies readonly TreatmentType[];

/** One medicine of a report: its text, the dosage and the number of days. */
export interface MedicineLine {
  medicine: string;
  dosage: number;
  days: number;
}

/** A doctor report as the Doctor Diagnosis shows it and prefills its form. */
export interface DoctorReportView {
  id: string;
  treatmentType: TreatmentType;
  description: string;
  medicines: MedicineLine[];
  requiresSurgery: boolean;
  /** 'YYYY-MM-DD', only when surgery is required. */
  dateOfSurgery?: string;
}

export function toDoctorReportView(report: DoctorReport): DoctorReportView {
  const requiresSurgery = report.requiresSurgery ?? false;
  return {
    id: report._id,
    treatmentType: report.treatmentType,
    description: report.description,
    medicines: (report.medicines ?? []).map(({ medicine, dosage, days }) => ({ medicine, dosage, days })),
    requiresSurgery,
    ...(requiresSurgery && report.dateOfSurgery ? { dateOfSurgery: report.dateOfSurgery.slice(0, 10) } : {}),
  };
}

/** What the Doctor Diagnosis form sends. */
export interface DoctorReportValues {
  treatmentType: TreatmentType;
  description: string;
  medicines: MedicineLine[];
  requiresSurgery: boolean;
  /** 'YYYY-MM-DD'; required when surgery is, ignored otherwise. */
  dateOfSurgery: string | null;
}

/**
 * The body of `POST /doctorReports` and `PUT /doctorReports/{id}`: texts
 * trimmed; the surgery date only when surgery is required (the contract drops
 * it otherwise). The doctor and hospital default to the caller and the
 * appointment's hospital on the server.
 */
export function toDoctorReportBody(values: DoctorReportValues, target: ReportTarget): Schemas['DoctorReportInput'] {
  return {
    treatmentType: values.treatmentType,
    description: values.description.trim(),
    medicines: values.medicines.map((line) => ({
      medicine: line.medicine.trim(),
      dosage: line.dosage,
      days: line.days,
    })),
    requiresSurgery: values.requiresSurgery,
    ...(values.requiresSurgery && values.dateOfSurgery ? { dateOfSurgery: values.dateOfSurgery } : {}),
    appointmentId: target.appointmentId,
    patientId: target.patientId,
  };
}

const appointmentReportKey = (appointmentId: string) =>
  ['get', '/doctorReports/appointment/{id}', { params: { path: { id: appointmentId } } }] as const;

/**
 * `GET /doctorReports/appointment/{id}`: the appointment's doctor report, or
 * null when it has none yet (the server answers 404).
 */
export function appointmentDoctorReportQueryOptions(api: ApiClient, appointmentId: string) {
  return queryOptions({
    queryKey: appointmentReportKey(appointmentId),
    queryFn: async ({ signal }): Promise<DoctorReport | null> => {
      try {
        const { data } = await api.GET('/doctorReports/appointment/{id}', {
          params: { path: { id: appointmentId } },
          signal,
        });
        return bodyOf(data).data;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    select: (report) => (report ? toDoctorReportView(report) : null),
    enabled: appointmentId !== '',
  });
}

export function useAppointmentDoctorReport(appointmentId: string) {
  return useQuery(appointmentDoctorReportQueryOptions(useApi(), appointmentId));
}

export interface SaveDoctorReportVariables extends ReportTarget {
  values: DoctorReportValues;
  /** The appointment's report, when it has one: it is updated rather than a new one created (001 §4). */
  reportId?: string;
}

/** `PUT /doctorReports/{id}` when the appointment has a report, else `POST /doctorReports`; the saved report as sent. */
export async function saveDoctorReport(
  api: ApiClient,
  { values, reportId, ...target }: SaveDoctorReportVariables,
): Promise<SavedReport<DoctorReport>> {
  const body = toDoctorReportBody(values, target);
  if (reportId) {
    const { data } = await api.PUT('/doctorReports/{id}', { params: { path: { id: reportId } }, body });
    return { report: bodyOf(data).data, created: false };
  }
  const { data } = await api.POST('/doctorReports', { body });
  return { report: bodyOf(data).data, created: true };
}

/**
 * The Doctor Diagnosis save: updates the appointment's report when it has one,
 * else creates it (`created` tells which, for the toast). Afterwards the
 * appointment's report is the saved one in the cache (the next save updates
 * it), and the other doctor-report reads (the patient's previous reports, the
 * printable report) and the appointment refetch. A failed save refetches the
 * appointment's report: a 409 means one was written meanwhile, and the next
 * save then updates it.
 */
export function useSaveDoctorReport() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: SaveDoctorReportVariables): Promise<SavedReport<DoctorReportView>> => {
      const { report, created } = await saveDoctorReport(api, variables);
      // The cache keeps answers as sent (`select` maps them).
      queryClient.setQueryData(appointmentReportKey(variables.appointmentId), report);
      return { report: toDoctorReportView(report), created };
    },
    onSuccess: async (_saved, { appointmentId }) => {
      const [, reportPath] = appointmentReportKey(appointmentId);
      const appointmentKey = JSON.stringify({ params: { path: { id: appointmentId } } });
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          (isUnderPath(queryKey, '/doctorReports') && queryKey[1] !== reportPath) ||
          (queryKey[1] === '/appointments/{id}' && JSON.stringify(queryKey[2]) === appointmentKey),
      });
    },
    onError: async (_error, { appointmentId }) => {
      await queryClient.invalidateQueries({ queryKey: appointmentReportKey(appointmentId) });
    },
  });
}
