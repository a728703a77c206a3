// The diagnosis screen's Request for Laboratory modal (001 §2, §5 "Lab request
// (doctor)", §7): the hospital's laboratories, the appointment's request, and
// its creation or update while the laboratory has not answered.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import { type LabResultLine, toLabReportRow } from '../hospital/records/lab-reports';
import { bodyOf } from '../shared/query-helpers';
import { noneWhenMissing, type PaperTarget, signedInDoctorId } from './appointment-papers';

type Schemas = components['schemas'];
type LabRequest = Schemas['LabRequest'];

/** A laboratory the doctor can ask for tests. */
export interface LaboratoryChoice {
  id: string;
  /** "First Last" of the laboratory account, e.g. "Marina Central Laboratory". */
  name: string;
}

/** An appointment's lab request as the modal shows it. */
export interface AppointmentLabRequest {
  id: string;
  laboratoryId: string;
  laboratory: string;
  /** The requested tests' names, in order. */
  tests: string[];
  status: LabRequest['status'];
  /** The laboratory has sent its results: the request can no longer be changed (the server answers 409). */
  completed: boolean;
  /** Test, result, reference range and report of each test. */
  results: LabResultLine[];
  /** When it was requested (ISO). */
  date?: string;
}

/** What the Request for Laboratory form sends. */
export interface LabRequestInput {
  laboratoryId: string;
  /** As typed: blank ones are dropped before sending (001 §5). */
  tests: readonly string[];
}

/** The tests to send: names trimmed, blank ones dropped (001 §5); none left reads "No tests entered". */
export function keptTests(tests: readonly string[]): string[] {
  return tests.map((test) => test.trim()).filter((test) => test !== '');
}

export function toAppointmentLabRequest(request: LabRequest): AppointmentLabRequest {
  const row = toLabReportRow(request);
  return {
    id: row.id,
    laboratoryId: request.laboratoryId?._id ?? '',
    laboratory: row.laboratory,
    tests: row.tests,
    status: row.status,
    completed: row.completed,
    results: row.results,
    ...(row.date ? { date: row.date } : {}),
  };
}

/**
 * `GET /labortories?getAll=true&hospitalId=`: every laboratory of the hospital
 * (the caller's when no id is given). Same key as the hospital's directory
 * strip, so both share the cache.
 */
export function hospitalLaboratoriesQuery(api: ApiClient, hospitalId?: string) {
  const query = { page: 0, getAll: true as const, ...(hospitalId ? { hospitalId } : {}) };
  return queryOptions({
    queryKey: ['get', '/labortories', { params: { query } }] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/labortories', { params: { query }, signal })).data),
    select: (body): LaboratoryChoice[] => body.data.labs.map((lab) => ({ id: lab._id, name: fullName(lab) })),
  });
}

/** The laboratories of the hospital to choose from. */
export function useHospitalLaboratories(hospitalId?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...hospitalLaboratoriesQuery(useApi(), hospitalId), ...options });
}

/** `GET /labRequests/getAppointmentLabRequest/{id}`: the appointment's request, or null while it has none (404). */
export function appointmentLabRequestQuery(api: ApiClient, appointmentId: string) {
  return queryOptions({
    queryKey: [
      'get',
      '/labRequests/getAppointmentLabRequest/{id}',
      { params: { path: { id: appointmentId } } },
    ] as const,
    queryFn: ({ signal }) =>
      noneWhenMissing(async () => {
        const { data } = await api.GET('/labRequests/getAppointmentLabRequest/{id}', {
          params: { path: { id: appointmentId } },
          signal,
        });
        return toAppointmentLabRequest(bodyOf(data).data);
      }),
  });
}

/** The appointment's lab request (null: none yet); `enabled: false` while the modal is closed. */
export function useAppointmentLabRequest(appointmentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...appointmentLabRequestQuery(useApi(), appointmentId), ...options });
}

/** What a save sends: the form's values, and the request's id when the appointment has one. */
export type SaveLabRequestVariables = LabRequestInput & { id?: string | null };

/** Whether a save failed because the request is completed (or was made meanwhile): 409. */
export function isLabRequestConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * Requests the tests (`POST /labRequests` with appointmentId, doctorId,
 * patientId, laboratoryId and tests) or, when the appointment has a request
 * (`id`), changes it (`PUT /labRequests/{id}`), 001 §4. Blank tests are
 * dropped first.
 */
export async function saveLabRequest(
  api: ApiClient,
  target: PaperTarget,
  { id, laboratoryId, tests }: SaveLabRequestVariables,
): Promise<AppointmentLabRequest> {
  const kept = keptTests(tests).map((test) => ({ test }));
  const { data } = id
    ? await api.PUT('/labRequests/{id}', { params: { path: { id } }, body: { laboratoryId, tests: kept } })
    : await api.POST('/labRequests', {
        body: {
          appointmentId: target.appointmentId,
          doctorId: signedInDoctorId(api),
          patientId: target.patientId,
          laboratoryId,
          tests: kept,
        },
      });
  return toAppointmentLabRequest(bodyOf(data).data);
}

/**
 * `saveLabRequest` for the modal. On success the appointment's request in
 * the cache becomes the saved one and the doctor's request lists are
 * refetched; on a 409 (the laboratory completed it meanwhile) the
 * appointment's request is refetched, so the modal shows it read-only.
 */
export function useSaveLabRequest(target: PaperTarget) {
  const api = useApi();
  const queryClient = useQueryClient();
  const appointmentKey = appointmentLabRequestQuery(api, target.appointmentId).queryKey;
  return useMutation({
    mutationFn: (variables: SaveLabRequestVariables) => saveLabRequest(api, target, variables),
    onSuccess: async (request) => {
      queryClient.setQueryData(appointmentKey, request);
      await queryClient.invalidateQueries({ queryKey: ['get', '/labRequests/{id}'] });
    },
    onError: async (error) => {
      if (isLabRequestConflict(error)) await queryClient.invalidateQueries({ queryKey: appointmentKey });
    },
  });
}
