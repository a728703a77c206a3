import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { bodyOf } from '../../shared/query-helpers';
import {
  optionalText,
  type StaffListParams,
  type StaffPage,
  staffPageQuery,
  type StaffPerson,
  toStaffPage,
  toStaffPerson,
  useStaffMutation,
} from './staff';

type Schemas = components['schemas'];
type Nurse = Schemas['Nurse'];
type NursePage = Schemas['NursePage'];

const NURSES = '/nurse';

/** `Nurse` or `Technician`. */
export type NurseType = Schemas['NurseType'];

/** A nurse or technician as the hospital's list, detail page and forms show them. */
export interface NurseProfile extends StaffPerson {
  type: NurseType;
  /** Free text ("" when none). */
  speciality: string;
  description: string;
  experience: string;
}

/** What the ADD NURSE/TECHNICIAN and EDIT forms collect (spec 000 §5). */
export interface NurseInput {
  firstName: string;
  lastName: string;
  email: string;
  /** `+971-## ### ####`. */
  mobile: string;
  type: NurseType;
  /** Optional texts. */
  speciality: string;
  description: string;
  experience: string;
}

export function toNurseProfile(nurse: Nurse): NurseProfile {
  return {
    ...toStaffPerson(nurse),
    type: nurse.type,
    speciality: nurse.speciality ?? '',
    description: nurse.description ?? '',
    experience: nurse.experience ?? '',
  };
}

export function toNursePage(page: NursePage): StaffPage<NurseProfile> {
  return toStaffPage(page, page.nurses, toNurseProfile);
}

/** The nurse's fields back in the form's shape, for the EDIT modal. */
export function toNurseInput(nurse: NurseProfile): NurseInput {
  return {
    firstName: nurse.firstName,
    lastName: nurse.lastName,
    email: nurse.email,
    mobile: nurse.mobile,
    type: nurse.type,
    speciality: nurse.speciality,
    description: nurse.description,
    experience: nurse.experience,
  };
}

/** `POST /nurse`: trimmed texts; blank optional texts are left out. */
export function toNurseCreateBody(input: NurseInput): Schemas['NurseCreate'] {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    mobile: input.mobile,
    type: input.type,
    ...optionalText('speciality', input.speciality),
    ...optionalText('description', input.description),
    ...optionalText('experience', input.experience),
  };
}

/**
 * `PUT /nurse/{id}` from the hospital's EDIT form: the email is read-only there,
 * so it is not sent. Cleared optional texts are sent empty, so clearing works.
 */
export function toNurseUpdateBody(input: NurseInput): Schemas['NurseUpdate'] {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    mobile: input.mobile,
    type: input.type,
    speciality: input.speciality.trim(),
    description: input.description.trim(),
    experience: input.experience.trim(),
  };
}

const noNurses: { data: NursePage } = { data: { nurses: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 } };

/** One page of the hospital's nurses and technicians, or of the search results when `params.search` has text. */
export function nursePageQuery(api: ApiClient, params: StaffListParams) {
  return staffPageQuery({
    listPath: NURSES,
    searchPath: '/nurse/search/{text}',
    params,
    list: async (query, signal) => bodyOf((await api.GET('/nurse', { params: { query }, signal })).data),
    search: async (text, page, signal) =>
      bodyOf((await api.GET('/nurse/search/{text}', { params: { path: { text }, query: { page } }, signal })).data),
    empty: noNurses,
    select: (body: { data: NursePage }) => toNursePage(body.data),
  });
}

export function nurseQuery(api: ApiClient, id: string) {
  const init = { params: { path: { id } } };
  return queryOptions({
    queryKey: ['get', '/nurse/{id}', init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/nurse/{id}', { ...init, signal })).data),
    select: (body) => toNurseProfile(body.data),
  });
}

/** `const { data, isPending, isError } = useNursesPage({ page, search })`; `enabled: false` waits. */
export function useNursesPage(params: StaffListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...nursePageQuery(useApi(), params), ...options });
}

export function useNurse(id: string) {
  return useQuery(nurseQuery(useApi(), id));
}

/** ADD NURSE/TECHNICIAN: `mutate(input)`, resolves with the new nurse. */
export function useCreateNurse() {
  return useStaffMutation(NURSES, async (api, input: NurseInput) =>
    toNurseProfile(bodyOf((await api.POST('/nurse', { body: toNurseCreateBody(input) })).data).data),
  );
}

/** EDIT nurse: `mutate({ id, input })`, resolves with the updated nurse. */
export function useUpdateNurse() {
  return useStaffMutation(NURSES, async (api, { id, input }: { id: string; input: NurseInput }) => {
    const answer = bodyOf(
      (await api.PUT('/nurse/{id}', { params: { path: { id } }, body: toNurseUpdateBody(input) })).data,
    );
    return toNurseProfile(answer.data);
  });
}

/** Delete a nurse or technician: `mutate(id)`, resolves with the removed id. */
export function useDeleteNurse() {
  return useStaffMutation(NURSES, async (api, id: string) => {
    const answer = bodyOf((await api.DELETE('/nurse/{id}', { params: { path: { id } } })).data);
    return answer.data._id;
  });
}
