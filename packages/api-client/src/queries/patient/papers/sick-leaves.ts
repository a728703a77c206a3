// The signed-in patient's sick leaves (002 "Patient dashboard", §3 "Sick leave", §7 "Sick leaves"):
// `GET /leaves/getSickLeaves/{id}` (x-scope PATIENT self); the PDF is the doctor area's download.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { dayOf } from '../../doctor/appointment-papers';
import { fullName } from '../../hospital/full-name';
import { bodyOf } from '../../shared/query-helpers';

/** A sick leave as the dashboard's Sick Leaves tab lists it. */
export interface PatientSickLeave {
  id: string;
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, 'YYYY-MM-DD'. */
  to: string;
  /** When the doctor approved it (ISO), if known. */
  issuedDate?: string;
  /** The doctor's "First Last"; empty when the answer does not name him. */
  doctor: string;
}

export function toPatientSickLeave(leave: components['schemas']['SickLeave']): PatientSickLeave {
  const view: PatientSickLeave = {
    id: leave._id,
    from: dayOf(leave.from),
    to: dayOf(leave.to),
    doctor: leave.doctorId ? fullName(leave.doctorId) : '',
  };
  if (leave.issuedDate) view.issuedDate = leave.issuedDate;
  return view;
}

/** `GET /leaves/getSickLeaves/{id}`: the patient's sick leaves, newest first (the server's order). */
export function patientSickLeavesQueryOptions(api: ApiClient, patientId: string) {
  const init = { params: { path: { id: patientId } } };
  return queryOptions({
    queryKey: ['get', '/leaves/getSickLeaves/{id}', init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/leaves/getSickLeaves/{id}', { ...init, signal })).data).data,
    select: (leaves) => leaves.map(toPatientSickLeave),
    enabled: patientId !== '',
  });
}

export function usePatientSickLeaves(patientId: string) {
  return useQuery(patientSickLeavesQueryOptions(useApi(), patientId));
}
