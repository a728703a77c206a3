// Sending a lab request's results (001 §4 "Lab result submission", §7):
// `POST /labRequests/updateRequest`, multipart with `id`, `data` (the JSON list
// of `{ test, result, range, file }`, `file` naming an uploaded part) and the
// PDF reports as `files` parts, with the upload's progress in percent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import { toLabReportRow, type LabReportRow } from '../hospital/records/lab-reports';

/** 001 §9: a lab result file is a PDF of at most 20 MB (20 × 1024 × 1024 bytes; the server checks again). */
export const LAB_RESULT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** One test of the result form: a result and a reference range, or a PDF report (or both). */
export interface LabResultEntry {
  test: string;
  result: string;
  range: string;
  file: File | null;
}

/** Why a submission cannot go (001 §4): no tests, or the first test with neither result and range nor a file. */
export type LabResultProblem = { kind: 'noTests' } | { kind: 'incomplete'; test: string; index: number };

/** Whether a test has what 001 §4 asks: both result and range (not blank), or a file. */
export function isLabResultComplete(entry: LabResultEntry): boolean {
  return entry.file !== null || (entry.result.trim() !== '' && entry.range.trim() !== '');
}

/** The first reason the results cannot be sent, or null when they can. */
export function labResultProblem(entries: readonly LabResultEntry[]): LabResultProblem | null {
  if (entries.length === 0) return { kind: 'noTests' };
  const index = entries.findIndex((entry) => !isLabResultComplete(entry));
  const entry = entries[index];
  return entry ? { kind: 'incomplete', test: entry.test, index } : null;
}

/**
 * The multipart body: `id`, `data` (each test with its trimmed result and
 * range and, when it has a report, the name of its part) and one `files` part
 * per report. Two reports of the same name get distinct part names
 * (`2-report.pdf`), so `file` always names one part.
 */
export function toLabResultFormData(id: string, entries: readonly LabResultEntry[]): FormData {
  const form = new FormData();
  const used = new Set<string>();
  const data = entries.map((entry, index) => {
    const line: { test: string; result: string; range: string; file?: string } = {
      test: entry.test,
      result: entry.result.trim(),
      range: entry.range.trim(),
    };
    if (entry.file) {
      const name = used.has(entry.file.name) ? `${String(index)}-${entry.file.name}` : entry.file.name;
      used.add(name);
      form.append('files', entry.file, name);
      line.file = name;
    }
    return line;
  });
  form.set('id', id);
  form.set('data', JSON.stringify(data));
  return form;
}

/** What sending the results takes. */
export interface LabResultSubmission {
  /** The lab request's id. */
  id: string;
  entries: readonly LabResultEntry[];
  /** Whole percentages as the body goes out, 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a request's results (`mutate({ id, entries, onProgress })`); resolves
 * with the completed request as a results row. On success every list of lab
 * requests (`GET /labRequests/{id}`: the laboratory's pending and completed
 * pages, a doctor's) is asked again.
 */
export function useSubmitLabResults() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, entries, onProgress, signal }: LabResultSubmission): Promise<LabReportRow> => {
      const body = toLabResultFormData(id, entries);
      const answer = await api.upload('post', '/labRequests/updateRequest', { body, onProgress, signal });
      return toLabReportRow(answer.data);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'get' && queryKey[1] === '/labRequests/{id}',
      }),
  });
}
