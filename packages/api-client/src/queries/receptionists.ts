import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client';
import { useApi } from '../react/api-provider';
import type { components } from '../schema.gen';
import {
  bodyOf,
  type PersonInput,
  type StaffListParams,
  type StaffPage,
  staffPageQuery,
  type StaffPerson,
  toPersonBody,
  toPersonUpdateBody,
  toStaffPage,
  toStaffPerson,
  useStaffMutation,
} from './staff';

type Schemas = components['schemas'];
type ReceptionistPage = Schemas['ReceptionistPage'];

const RECEPTIONISTS = '/receptionists';

/** A receptionist as the hospital's list, detail page and forms show them. */
export interface ReceptionistProfile extends StaffPerson {
  /** The receptionist's hospital (the receptionist area reads its hospital from it). */
  hospitalId: string;
}

/** What the ADD and EDIT receptionist forms collect (spec 000 §5). */
export type ReceptionistInput = PersonInput;

export function toReceptionistProfile(receptionist: Schemas['Receptionist']): ReceptionistProfile {
  return { ...toStaffPerson(receptionist), hospitalId: receptionist.hospitalId._id };
}

export function toReceptionistPage(page: ReceptionistPage): StaffPage<ReceptionistProfile> {
  return toStaffPage(page, page.receptionists, toReceptionistProfile);
}

const noReceptionists: { data: ReceptionistPage } = {
  data: { receptionists: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 },
};

/** One page of the hospital's receptionists, or of the search results when `params.search` has text. */
export function receptionistPageQuery(api: ApiClient, params: StaffListParams) {
  return staffPageQuery({
    listPath: RECEPTIONISTS,
    searchPath: '/receptionists/search/{text}',
    params,
    list: async (page, signal) =>
      bodyOf((await api.GET('/receptionists', { params: { query: { page } }, signal })).data),
    search: async (text, page, signal) =>
      bodyOf(
        (await api.GET('/receptionists/search/{text}', { params: { path: { text }, query: { page } }, signal })).data,
      ),
    empty: noReceptionists,
    select: (body: { data: ReceptionistPage }) => toReceptionistPage(body.data),
  });
}

export function receptionistQuery(api: ApiClient, id: string) {
  const init = { params: { path: { id } } };
  return queryOptions({
    queryKey: ['get', '/receptionists/{id}', init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/receptionists/{id}', { ...init, signal })).data),
    select: (body) => toReceptionistProfile(body.data),
  });
}

/** `const { data, isPending, isError } = useReceptionistsPage({ page, search })`. */
export function useReceptionistsPage(params: StaffListParams) {
  return useQuery(receptionistPageQuery(useApi(), params));
}

/** One receptionist (`/hospital/receptionist-info/{id}`). */
export function useReceptionist(id: string) {
  return useQuery(receptionistQuery(useApi(), id));
}

/** + ADD RECEPTIONIST: `mutate(input)`, resolves with the new receptionist. */
export function useCreateReceptionist() {
  return useStaffMutation(RECEPTIONISTS, async (api, input: ReceptionistInput) =>
    toReceptionistProfile(bodyOf((await api.POST('/receptionists', { body: toPersonBody(input) })).data).data),
  );
}

/** EDIT receptionist: `mutate({ id, input })` (the email is read-only, so not sent). */
export function useUpdateReceptionist() {
  return useStaffMutation(RECEPTIONISTS, async (api, { id, input }: { id: string; input: ReceptionistInput }) => {
    const body = toPersonUpdateBody(input);
    const answer = bodyOf((await api.PUT('/receptionists/{id}', { params: { path: { id } }, body })).data);
    return toReceptionistProfile(answer.data);
  });
}

/** Delete a receptionist: `mutate(id)`, resolves with the removed id. */
export function useDeleteReceptionist() {
  return useStaffMutation(RECEPTIONISTS, async (api, id: string) => {
    const answer = bodyOf((await api.DELETE('/receptionists/{id}', { params: { path: { id } } })).data);
    return answer.data._id;
  });
}
