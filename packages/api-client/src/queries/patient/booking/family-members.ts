// The signed-in patient's family members, for the booking form's 'for someone
// else' choice (002 "Booking pages", §3 "Family member"): they come with his
// profile (`GET /patients/profile/{id}`, x-scope PATIENT self).
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { bodyOf } from '../../shared/query-helpers';

type Schemas = components['schemas'];

/** A family member as a choice: id, "First Last" and the relation. */
export interface FamilyMemberChoice {
  id: string;
  name: string;
  relation: Schemas['FamilyRelation'];
}

export function toFamilyMemberChoices(profile: Schemas['PatientProfile']): FamilyMemberChoice[] {
  return (profile.familyMembers ?? []).map((member) => ({
    id: member._id,
    name: [member.firstName, member.lastName].filter(Boolean).join(' '),
    relation: member.relation,
  }));
}

/** The profile query (the key the other screens of `/patients/profile/{id}` use), mapped to the family. */
export function patientFamilyMembersQueryOptions(api: ApiClient, patientId: string) {
  const init = { params: { path: { id: patientId } } };
  return {
    queryKey: ['get', '/patients/profile/{id}', init] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      bodyOf((await api.GET('/patients/profile/{id}', { ...init, signal })).data).data,
    select: toFamilyMemberChoices,
    enabled: patientId !== '',
  };
}

/** The patient's family members (none when he has not added any). */
export function usePatientFamilyMembers(patientId: string) {
  return useQuery(patientFamilyMembersQueryOptions(useApi(), patientId));
}
