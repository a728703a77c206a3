import type { components } from '../../../schema.gen';
import { personDirectoryQueries } from './person-staff';
import { type PersonInput, type StaffPage, type StaffPerson, toStaffPerson } from './staff';

type Schemas = components['schemas'];
type ReceptionistPage = Schemas['ReceptionistPage'];

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

const receptionists = personDirectoryQueries({
  basePath: '/receptionists',
  searchPath: '/receptionists/search/{text}',
  recordPath: '/receptionists/{id}',
  list: async (api, query, signal) => (await api.GET('/receptionists', { params: { query }, signal })).data,
  search: async (api, text, page, signal) =>
    (await api.GET('/receptionists/search/{text}', { params: { path: { text }, query: { page } }, signal })).data,
  get: async (api, id, signal) => (await api.GET('/receptionists/{id}', { params: { path: { id } }, signal })).data,
  create: async (api, body) => (await api.POST('/receptionists', { body })).data,
  update: async (api, id, body) => (await api.PUT('/receptionists/{id}', { params: { path: { id } }, body })).data,
  remove: async (api, id) => (await api.DELETE('/receptionists/{id}', { params: { path: { id } } })).data,
  itemsOf: (page: ReceptionistPage) => page.receptionists,
  empty: { receptionists: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 },
  toProfile: toReceptionistProfile,
});

export const toReceptionistPage: (page: ReceptionistPage) => StaffPage<ReceptionistProfile> = receptionists.toPage;

/** One page of the hospital's receptionists, or of the search results when `params.search` has text. */
export const receptionistPageQuery = receptionists.pageQuery;

export const receptionistQuery = receptionists.recordQuery;

/** `const { data, isPending, isError } = useReceptionistsPage({ page, search })`. */
export const useReceptionistsPage = receptionists.usePage;

/** One receptionist (`/hospital/receptionist-info/{id}`). */
export const useReceptionist = receptionists.useRecord;

/** + ADD RECEPTIONIST: `mutate(input)`, resolves with the new receptionist. */
export const useCreateReceptionist = receptionists.useCreate;

/** EDIT receptionist: `mutate({ id, input })` (the email is read-only, so not sent). */
export const useUpdateReceptionist = receptionists.useUpdate;

/** Delete a receptionist: `mutate(id)`, resolves with the removed id. */
export const useDeleteReceptionist = receptionists.useDelete;
