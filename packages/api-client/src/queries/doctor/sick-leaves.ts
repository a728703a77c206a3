// The diagnosis screen's Approve Sick Leave modal (001 §2, §5 "Sick leave",
// §7): the appointment's leave, its approval or update, and its PDF.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf, isUnderPath } from '../shared/query-helpers';
import {
  dayOf,
  noneWhenMissing,
  type PaperLanguage,
  type PaperTarget,
  pdfOf,
  signedInDoctorId,
} from './appointment-papers';

type SickLeave = components['schemas']['SickLeave'];
type SickLeaveBody = components['schemas']['SickLeaveInput'];

/** The name the sick leave's PDF is saved under (001 §7, #19). */
export const SICK_LEAVE_FILENAME = 'Sick Leave Approval.pdf';

/** An appointment's sick leave as the modal shows it. */
export interface SickLeaveRecord {
  id: string;
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, 'YYYY-MM-DD'. */
  to: string;
  description: string;
}

/** What the Approve Sick Leave form collects (001 §5: all required, to not before from). */
export interface SickLeaveInput {
  from: string;
  to: string;
  description: string;
}

export function toSickLeaveRecord(leave: SickLeave): SickLeaveRecord {
  return { id: leave._id, from: dayOf(leave.from), to: dayOf(leave.to), description: leave.description ?? '' };
}

/** The body of `POST /leaves` and `PUT /leaves/{id}`: the doctor is the signed-in one. */
export function toSickLeaveBody(target: PaperTarget, doctorId: string, input: SickLeaveInput): SickLeaveBody {
  return {
    doctorId,
    patientId: target.patientId,
    appointmentId: target.appointmentId,
    from: input.from,
    to: input.to,
    description: input.description.trim(),
  };
}

/** `GET /leaves/getAppointmentSickLeave/{id}`: the appointment's leave, or null while it has none (404). */
export function appointmentSickLeaveQuery(api: ApiClient, appointmentId: string) {
  return queryOptions({
    queryKey: ['get', '/leaves/getAppointmentSickLeave/{id}', { params: { path: { id: appointmentId } } }] as const,
    queryFn: ({ signal }) =>
      noneWhenMissing(async () => {
        const { data } = await api.GET('/leaves/getAppointmentSickLeave/{id}', {
          params: { path: { id: appointmentId } },
          signal,
        });
        return toSickLeaveRecord(bodyOf(data).data);
      }),
  });
}

/** The appointment's sick leave (null: none yet); `enabled: false` while the modal is closed. */
export function useAppointmentSickLeave(appointmentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...appointmentSickLeaveQuery(useApi(), appointmentId), ...options });
}

/** What a save sends: the form's values, and the leave's id when the appointment has one. */
export type SaveSickLeaveVariables = SickLeaveInput & { id?: string | null };

/**
 * Approves the appointment's sick leave (`POST /leaves`) or, when it has one
 * (`id`), updates it (`PUT /leaves/{id}`), 001 §4.
 */
export async function saveSickLeave(
  api: ApiClient,
  target: PaperTarget,
  { id, ...input }: SaveSickLeaveVariables,
): Promise<SickLeaveRecord> {
  const body = toSickLeaveBody(target, signedInDoctorId(api), input);
  const { data } = id
    ? await api.PUT('/leaves/{id}', { params: { path: { id } }, body })
    : await api.POST('/leaves', { body });
  return toSickLeaveRecord(bodyOf(data).data);
}

/**
 * `saveSickLeave` for the modal: the appointment's leave in the cache becomes
 * the saved one, and the patient's list of leaves is refetched.
 */
export function useSaveSickLeave(target: PaperTarget) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveSickLeaveVariables) => saveSickLeave(api, target, variables),
    onSuccess: async (leave) => {
      queryClient.setQueryData(appointmentSickLeaveQuery(api, target.appointmentId).queryKey, leave);
      await queryClient.invalidateQueries({
        predicate: (query) => isUnderPath(query.queryKey, '/leaves/getSickLeaves'),
      });
    },
  });
}

/** `GET /leaves/downloadSickLeave/{id}?lang=`: the sick leave's PDF in the reader's language. */
export async function fetchSickLeavePdf(api: ApiClient, id: string, lang: PaperLanguage): Promise<Blob> {
  const { data } = await api.GET('/leaves/downloadSickLeave/{id}', {
    params: { path: { id }, query: { lang } },
    parseAs: 'blob',
  });
  return pdfOf(data);
}

/** Downloads a sick leave's PDF (`mutate({ id, lang })`; the caller saves the Blob as SICK_LEAVE_FILENAME). */
export function useDownloadSickLeave() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, lang }: { id: string; lang: PaperLanguage }) => fetchSickLeavePdf(api, id, lang),
  });
}
