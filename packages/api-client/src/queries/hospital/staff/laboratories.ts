import type { components } from '../../../schema.gen';
import { personDirectoryQueries } from './person-staff';
import { type PersonInput, type StaffPage, type StaffPerson, toStaffPerson } from './staff';

type Schemas = components['schemas'];
type LaboratoryPage = Schemas['LaboratoryPage'];

/** A laboratory as the hospital's list, detail page and forms show it (its name is first and last name). */
export type LaboratoryProfile = StaffPerson;

/** What the ADD Laboratory form collects (spec 000 §5). */
export type LaboratoryInput = PersonInput;

export function toLaboratoryProfile(laboratory: Schemas['Laboratory']): LaboratoryProfile {
  return toStaffPerson(laboratory);
}

// The contract keeps the specification's spelling of the path (`/labortories`).
const laboratories = personDirectoryQueries({
  basePath: '/labortories',
  searchPath: '/labortories/search/{text}',
  recordPath: '/labortories/{id}',
  list: async (api, query, signal) => (await api.GET('/labortories', { params: { query }, signal })).data,
  search: async (api, text, page, signal) =>
    (await api.GET('/labortories/search/{text}', { params: { path: { text }, query: { page } }, signal })).data,
  get: async (api, id, signal) => (await api.GET('/labortories/{id}', { params: { path: { id } }, signal })).data,
  create: async (api, body) => (await api.POST('/labortories', { body })).data,
  update: async (api, id, body) => (await api.PUT('/labortories/{id}', { params: { path: { id } }, body })).data,
  remove: async (api, id) => (await api.DELETE('/labortories/{id}', { params: { path: { id } } })).data,
  itemsOf: (page: LaboratoryPage) => page.labs,
  empty: { labs: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 },
  toProfile: toLaboratoryProfile,
});

export const toLaboratoryPage: (page: LaboratoryPage) => StaffPage<LaboratoryProfile> = laboratories.toPage;

/** One page of the hospital's laboratories, or of the search results when `params.search` has text. */
export const laboratoryPageQuery = laboratories.pageQuery;

export const laboratoryQuery = laboratories.recordQuery;

/** `const { data, isPending, isError } = useLaboratoriesPage({ page, search })`. */
export const useLaboratoriesPage = laboratories.usePage;

/** One laboratory (`/hospital/lab-info/{id}`). */
export const useLaboratory = laboratories.useRecord;

/** ADD Laboratory: `mutate(input)`, resolves with the new laboratory. */
export const useCreateLaboratory = laboratories.useCreate;

/** EDIT laboratory: `mutate({ id, input })` (the email is read-only, so not sent). */
export const useUpdateLaboratory = laboratories.useUpdate;

/** Delete a laboratory: `mutate(id)`, resolves with the removed id. */
export const useDeleteLaboratory = laboratories.useDelete;
