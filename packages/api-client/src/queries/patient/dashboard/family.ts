// The dashboard's Family Members tab (002 "Patient dashboard", §3 "Family
// member", §5 "Add-family-member form", §7): the list comes with the profile;
// adding (`POST /familyMembers`) and deleting (`DELETE /familyMembers/{id}`)
// fetch the profile again, so the tab and the booking form's choice follow.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { bodyOf, isUnderPath } from '../../shared/query-helpers';
import { patientFamilyMembersQueryOptions } from '../booking/family-members';

type Schemas = components['schemas'];

/** The seven relations of the contract (002 §3), in the specification's order. */
export const familyRelations = [
  'FATHER',
  'MOTHER',
  'SON',
  'DAUGHTER',
  'SISTER',
  'BROTHER',
  'OTHER',
] as const satisfies readonly Schemas['FamilyRelation'][];

export type FamilyRelation = Schemas['FamilyRelation'];

/** A family member as the tab lists him. */
export interface PatientFamilyMember {
  id: string;
  firstName: string;
  lastName: string;
  relation: FamilyRelation;
  /** '784-1990-1234567-1'; empty when none is stored. */
  emiratesId: string;
  /** '+971-50 123 4567'; empty when none is stored (the view shows a dash). */
  phoneNo: string;
}

/** What the add form sends (every field required, masked as the contract writes them). */
export type FamilyMemberInput = Omit<PatientFamilyMember, 'id'>;

export function toPatientFamily(profile: Schemas['PatientProfile']): PatientFamilyMember[] {
  return (profile.familyMembers ?? []).map((member) => ({
    id: member._id,
    firstName: member.firstName,
    lastName: member.lastName,
    relation: member.relation,
    emiratesId: member.emiratesId ?? '',
    phoneNo: member.phoneNo ?? '',
  }));
}

/** The patient's family members from his profile. */
export function usePatientFamily(patientId: string) {
  return useQuery({ ...patientFamilyMembersQueryOptions(useApi(), patientId), select: toPatientFamily });
}

const refreshProfile = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey }) => isUnderPath(queryKey, '/patients/profile') });

/** `POST /familyMembers`: resolves with the new member (the patient is the caller unless given). */
export async function addFamilyMember(
  api: ApiClient,
  patientId: string,
  input: FamilyMemberInput,
): Promise<Schemas['FamilyMember']> {
  const body: Schemas['FamilyMemberCreate'] = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    relation: input.relation,
    emiratesId: input.emiratesId,
    phoneNo: input.phoneNo,
    patientId,
  };
  return bodyOf((await api.POST('/familyMembers', { body })).data).data;
}

/** Adds a family member to the patient; afterwards his profile is fetched again. */
export function useAddFamilyMember(patientId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FamilyMemberInput) => addFamilyMember(api, patientId, input),
    onSuccess: () => refreshProfile(queryClient),
  });
}

/** Deletes a family member (`DELETE /familyMembers/{id}`); afterwards the profile is fetched again. */
export function useDeleteFamilyMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string) => {
      await api.DELETE('/familyMembers/{id}', { params: { path: { id: memberId } } });
    },
    onSuccess: () => refreshProfile(queryClient),
  });
}
