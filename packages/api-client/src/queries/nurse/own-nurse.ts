import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import { nurseQuery } from '../hospital/staff/nurses';

/** The signed-in nurse as her area needs her: who she is and which hospital she works in. */
export interface OwnNurse {
  id: string;
  /** "First Last". */
  name: string;
  /** Her hospital (001 §3 Nurse.hospitalId._id); undefined when the record names none. */
  hospitalId?: string;
}

/**
 * `GET /nurse/{id}` with her referenceId (001 §7 "GET /nurse/{id} (referenceId)"):
 * the same request and cache entry as the hospital's nurse detail, mapped to
 * her name and hospital, which the dashboard's list and new slots need.
 */
export function ownNurseQueryOptions(api: ApiClient, nurseId: string) {
  const base = nurseQuery(api, nurseId);
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: base.queryFn,
    select: (body): OwnNurse => {
      const nurse = body.data;
      const hospitalId = nurse.hospitalId?._id;
      return {
        id: nurse._id,
        name: [nurse.firstName.trim(), nurse.lastName.trim()].filter(Boolean).join(' '),
        ...(hospitalId ? { hospitalId } : {}),
      };
    },
    enabled: nurseId !== '',
  });
}

/** The signed-in nurse's name and hospital (`nurseId`: the session's referenceId). */
export function useOwnNurse(nurseId: string) {
  return useQuery(ownNurseQueryOptions(useApi(), nurseId));
}
