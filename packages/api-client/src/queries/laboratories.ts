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
type LaboratoryPage = Schemas['LaboratoryPage'];

// The contract keeps the specification's spelling of the path.
const LABORATORIES = '/labortories';

/** A laboratory as the hospital's list and forms show it (its name is first and last name). */
export type LaboratoryProfile = StaffPerson;

/** What the ADD Laboratory form collects (spec 000 §5). */
export type LaboratoryInput = PersonInput;

export function toLaboratoryProfile(laboratory: Schemas['Laboratory']): LaboratoryProfile {
  return toStaffPerson(laboratory);
}

export function toLaboratoryPage(page: LaboratoryPage): StaffPage<LaboratoryProfile> {
  return toStaffPage(page, page.labs, toLaboratoryProfile);
}

const noLaboratories: { data: LaboratoryPage } = {
  data: { labs: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 },
};

/** One page of the hospital's laboratories, or of the search results when `params.search` has text. */
export function laboratoryPageQuery(api: ApiClient, params: StaffListParams) {
  return staffPageQuery({
    listPath: LABORATORIES,
    searchPath: '/labortories/search/{text}',
    params,
    list: async (page, signal) => bodyOf((await api.GET('/labortories', { params: { query: { page } }, signal })).data),
    search: async (text, page, signal) =>
      bodyOf(
        (await api.GET('/labortories/search/{text}', { params: { path: { text }, query: { page } }, signal })).data,
      ),
    empty: noLaboratories,
    select: (body: { data: LaboratoryPage }) => toLaboratoryPage(body.data),
  });
}

export function laboratoryQuery(api: ApiClient, id: string) {
  const init = { params: { path: { id } } };
  return queryOptions({
    queryKey: ['get', '/labortories/{id}', init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/labortories/{id}', { ...init, signal })).data),
    select: (body) => toLaboratoryProfile(body.data),
  });
}

/** `const { data, isPending, isError } = useLaboratoriesPage({ page, search })`. */
export function useLaboratoriesPage(params: StaffListParams) {
  return useQuery(laboratoryPageQuery(useApi(), params));
}

export function useLaboratory(id: string) {
  return useQuery(laboratoryQuery(useApi(), id));
}

/** ADD Laboratory: `mutate(input)`, resolves with the new laboratory. */
export function useCreateLaboratory() {
  return useStaffMutation(LABORATORIES, async (api, input: LaboratoryInput) =>
    toLaboratoryProfile(bodyOf((await api.POST('/labortories', { body: toPersonBody(input) })).data).data),
  );
}

/** EDIT laboratory: `mutate({ id, input })` (the email is read-only, so not sent). */
export function useUpdateLaboratory() {
  return useStaffMutation(LABORATORIES, async (api, { id, input }: { id: string; input: LaboratoryInput }) => {
    const body = toPersonUpdateBody(input);
    const answer = bodyOf((await api.PUT('/labortories/{id}', { params: { path: { id } }, body })).data);
    return toLaboratoryProfile(answer.data);
  });
}

/** Delete a laboratory: `mutate(id)`, resolves with the removed id. */
export function useDeleteLaboratory() {
  return useStaffMutation(LABORATORIES, async (api, id: string) => {
    const answer = bodyOf((await api.DELETE('/labortories/{id}', { params: { path: { id } } })).data);
    return answer.data._id;
  });
}
