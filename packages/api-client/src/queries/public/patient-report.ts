import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import { bodyOf } from '../shared/query-helpers';

type Schemas = components['schemas'];

export interface ReportVitals {
  id: string;
  /** Metres, kg, mmHg, °C, bpm, mg/dl (001 §5 "Nurse report"). */
  height?: number;
  weight?: number;
  bp?: string;
  bt?: number;
  complain?: string;
  heartRate?: number;
  glucose?: number;
  nurse?: string;
}

export interface ReportDiagnosis {
  id: string;
  treatmentType: string;
  description: string;
  requiresSurgery: boolean;
  /** 'YYYY-MM-DD', when surgery is required. */
  dateOfSurgery?: string;
  medicines: { medicine: string; dosage: number; days: number }[];
  doctor?: string;
}

/** The printable patient report of an appointment (002 "Patient report page"). */
export interface PatientReport {
  hospital: string;
  patientName: string;
  /** 'YYYY-MM-DD'. */
  birthday?: string;
  /** The patient's description of the appointment. */
  description?: string;
  /** ISO date-time of the appointment. */
  from: string;
  nurseReports: ReportVitals[];
  doctorReports: ReportDiagnosis[];
}

/** getDoctorReportPdfData's answer as the report page shows it. */
export function toPatientReport(body: Schemas['DoctorReportPdfData']): PatientReport {
  const { patientDetail, nurseReports, doctorReports } = body.data;
  return {
    hospital: patientDetail.hospitalId?.name ?? '',
    patientName: fullName(patientDetail.patientId),
    from: patientDetail.from,
    ...(patientDetail.patientId?.birthday ? { birthday: patientDetail.patientId.birthday } : {}),
    ...(patientDetail.description ? { description: patientDetail.description } : {}),
    nurseReports: nurseReports.map((report) => ({
      id: report._id,
      ...(report.height === undefined ? {} : { height: report.height }),
      ...(report.weight === undefined ? {} : { weight: report.weight }),
      ...(report.bp === undefined ? {} : { bp: report.bp }),
      ...(report.bt === undefined ? {} : { bt: report.bt }),
      ...(report.complain === undefined ? {} : { complain: report.complain }),
      ...(report.heartRate === undefined ? {} : { heartRate: report.heartRate }),
      ...(report.glucose === undefined ? {} : { glucose: report.glucose }),
      ...(report.nurseId ? { nurse: fullName(report.nurseId) } : {}),
    })),
    doctorReports: doctorReports.map((report) => ({
      id: report._id,
      treatmentType: report.treatmentType,
      description: report.description,
      requiresSurgery: report.requiresSurgery ?? false,
      ...(report.dateOfSurgery ? { dateOfSurgery: report.dateOfSurgery } : {}),
      medicines: report.medicines ?? [],
      ...(report.doctorId ? { doctor: fullName(report.doctorId) } : {}),
    })),
  };
}

/** `GET /doctorReports/getDoctorReportPDF/{appointmentId}`: the report of an appointment (a signed-in related caller). */
export function patientReportQuery(api: ApiClient, appointmentId: string) {
  return queryOptions({
    queryKey: ['get', '/doctorReports/getDoctorReportPDF/{appointmentId}', appointmentId] as const,
    queryFn: async ({ signal }) =>
      bodyOf(
        (
          await api.GET('/doctorReports/getDoctorReportPDF/{appointmentId}', {
            params: { path: { appointmentId } },
            signal,
          })
        ).data,
      ),
    select: toPatientReport,
    enabled: Boolean(appointmentId) && Boolean(api.session.getToken()),
  });
}

export function usePatientReport(appointmentId: string) {
  return useQuery(patientReportQuery(useApi(), appointmentId));
}

/** `GET /doctorReports/report/{id}?lang=`: a doctor report as an A4 PDF, in the reader's language. */
export async function fetchDoctorReportPdf(api: ApiClient, reportId: string, lang: 'en' | 'ar'): Promise<Blob> {
  const { data } = await api.GET('/doctorReports/report/{id}', {
    params: { path: { id: reportId }, query: { lang } },
    parseAs: 'blob',
  });
  if (!data) throw new Error('Report not found');
  return data;
}

/** Download Now: `mutateAsync({ reportId, lang })` resolves with the PDF (the caller saves it as DoctorReport.pdf). */
export function useDownloadDoctorReport() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ reportId, lang }: { reportId: string; lang: 'en' | 'ar' }) =>
      fetchDoctorReportPdf(api, reportId, lang),
  });
}
