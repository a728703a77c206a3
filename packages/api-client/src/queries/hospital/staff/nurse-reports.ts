import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';

type Schemas = components['schemas'];

/** One row of the nurse's reports table: Patient Name, Appointment Date, Appointment Time, Patient BP, Patient BT. */
export interface NurseReportRow {
  id: string;
  patientName?: string;
  /**
   * When the appointment took place (ISO), for the Date and Time columns. The
   * contract's NurseReport carries `appointmentId` as a bare id, without the
   * appointment's times, so this is the report's `createdAt` (written during
   * the appointment); undefined when the server sends neither.
   */
  appointmentAt?: string;
  /** Blood pressure, mmHg ("118/76"). */
  bp?: string;
  /** Body temperature, °C. */
  bt?: number;
}

/** Maps a contract nurse report to a table row. */
export function toNurseReportRow(report: Schemas['NurseReport']): NurseReportRow {
  const row: NurseReportRow = { id: report._id };
  const patientName = [report.patientId?.firstName, report.patientId?.lastName].filter(Boolean).join(' ').trim();
  if (patientName) row.patientName = patientName;
  if (report.createdAt) row.appointmentAt = report.createdAt;
  if (report.bp) row.bp = report.bp;
  if (report.bt !== undefined) row.bt = report.bt;
  return row;
}

/**
 * `POST /nurseReports/getAll` with `{ date, nurseId }`: the nurse's reports of a
 * day ('YYYY-MM-DD'). The cache keeps the answer as sent; `select` maps it.
 */
export function nurseReportsByDateQueryOptions(api: ApiClient, nurseId: string, date: string) {
  const body = { date, nurseId };
  return queryOptions({
    queryKey: ['post', '/nurseReports/getAll', { body }] as const,
    queryFn: async ({ signal }) => (await api.POST('/nurseReports/getAll', { body, signal })).data ?? { data: [] },
    select: (answer) => answer.data.map(toNurseReportRow),
  });
}

/** The nurse's reports of a day ('YYYY-MM-DD'); nothing is asked while the date is cleared (null). */
export function useNurseReportsByDate(nurseId: string, date: string | null) {
  return useQuery({ ...nurseReportsByDateQueryOptions(useApi(), nurseId, date ?? ''), enabled: date !== null });
}
