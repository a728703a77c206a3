import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { fullName } from '../patients';

type LabRequest = components['schemas']['LabRequest'];

/** A test's report PDF: the lab request and the stored file's name (the last segment of its URL). */
export interface LabReportFile {
  requestId: string;
  fileId: string;
}

/** One line of the results modal: Test, Result, Reference Range, Report. */
export interface LabResultLine {
  test: string;
  result?: string;
  range?: string;
  /** The report download; undefined shows "Not Available". */
  report?: LabReportFile;
}

/** One row of the Laboratory Reports table (000 §2.5). */
export interface LabReportRow {
  id: string;
  doctor: string;
  patientName: string;
  laboratory: string;
  /** The requested tests' names, in order. */
  tests: string[];
  /** When the request was made (ISO). */
  date?: string;
  status: LabRequest['status'];
  /** Results are viewable only when completed (000 §4). */
  completed: boolean;
  results: LabResultLine[];
}

/** `/api/files/abc.pdf` → `abc.pdf`. */
export function fileIdOf(url: string): string {
  return url.split(/[?#]/)[0]?.split('/').at(-1) ?? '';
}

/** Maps a contract lab request to a table row. */
export function toLabReportRow(request: LabRequest): LabReportRow {
  const completed = request.status.trim().toLowerCase() === 'completed';
  const row: LabReportRow = {
    id: request._id,
    doctor: fullName(request.doctorId),
    patientName: fullName(request.patientId),
    laboratory: fullName(request.laboratoryId),
    tests: request.tests.map((t) => t.test),
    status: request.status,
    completed,
    results: request.tests.map((t) => {
      const line: LabResultLine = { test: t.test };
      if (t.result) line.result = t.result;
      if (t.range) line.range = t.range;
      const fileId = t.file ? fileIdOf(t.file) : '';
      if (fileId) line.report = { requestId: request._id, fileId };
      return line;
    }),
  };
  if (request.date) row.date = request.date;
  return row;
}

/** `POST /labRequests/getLabRequests` with `{ id, date }`: the hospital's lab requests of a day. */
export function labReportsQueryOptions(api: ApiClient, hospitalId: string | null, date: string | null) {
  const body = { id: hospitalId ?? '', date: date ?? '' };
  return queryOptions({
    queryKey: ['post', '/labRequests/getLabRequests', { body }] as const,
    queryFn: async ({ signal }) =>
      (await api.POST('/labRequests/getLabRequests', { body, signal })).data ?? { data: [] },
    select: (answer) => answer.data.map(toLabReportRow),
    enabled: Boolean(hospitalId) && Boolean(date),
    placeholderData: keepPreviousData,
  });
}

/** The hospital's lab requests of a day ('YYYY-MM-DD'); nothing is asked while the date is cleared. */
export function useLabReports(hospitalId: string | null, date: string | null) {
  return useQuery(labReportsQueryOptions(useApi(), hospitalId, date));
}

/** `GET /labRequests/report/{id}/{fileId}`: a test's report PDF as a Blob. */
export async function fetchLabReport(api: ApiClient, file: LabReportFile): Promise<Blob> {
  const { data } = await api.GET('/labRequests/report/{id}/{fileId}', {
    params: { path: { id: file.requestId, fileId: file.fileId } },
    parseAs: 'blob',
  });
  if (!data) throw new Error('Report not found');
  return data;
}

/** Downloads a report (the caller saves the Blob); fails with the server's message. */
export function useDownloadLabReport() {
  const api = useApi();
  return useMutation({ mutationFn: (file: LabReportFile) => fetchLabReport(api, file) });
}
