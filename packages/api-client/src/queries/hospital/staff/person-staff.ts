import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';
import {
  type PersonInput,
  type StaffListParams,
  type StaffListQuery,
  type StaffPage,
  staffPageQuery,
  toPersonBody,
  toPersonUpdateBody,
  toStaffPage,
  useStaffMutation,
} from './staff';

/** A page answer of a person directory: PageInfo plus its list field. */
interface PageBody {
  pageNumber: number;
  numberOfPages: number;
  totalItems?: number;
}

/** An answer wrapped in `data`, as the person directories answer. */
type Wrapped<T> = { data: T } | undefined;

/**
 * The calls of a directory of people who are only a name, an email and a
 * mobile (laboratories, receptionists): its paths and its typed client calls.
 */
export interface PersonDirectory<Record, Page extends PageBody, Profile> {
  /** The list path, e.g. `/labortories`; mutations refresh every query under it. */
  basePath: string;
  /** E.g. `/labortories/search/{text}`. */
  searchPath: string;
  /** E.g. `/labortories/{id}`. */
  recordPath: string;
  list: (api: ApiClient, query: StaffListQuery, signal: AbortSignal) => Promise<Wrapped<Page>>;
  search: (api: ApiClient, text: string, page: number, signal: AbortSignal) => Promise<Wrapped<Page>>;
  get: (api: ApiClient, id: string, signal: AbortSignal) => Promise<Wrapped<Record>>;
  create: (api: ApiClient, body: PersonInput) => Promise<Wrapped<Record>>;
  update: (api: ApiClient, id: string, body: Omit<PersonInput, 'email'>) => Promise<Wrapped<Record>>;
  remove: (api: ApiClient, id: string) => Promise<Wrapped<{ _id: string }>>;
  /** The items of a page answer. */
  itemsOf: (page: Page) => readonly Record[];
  /** A page answer with no items (a search that found nothing). */
  empty: Page;
  toProfile: (record: Record) => Profile;
}

/**
 * The queries and mutations of a person directory, one implementation for
 * laboratories and receptionists: a page (or search results), one record, and
 * ADD / EDIT (the email read-only, so not sent) / Delete, which refresh every
 * list, search and record of the directory.
 */
export function personDirectoryQueries<Record, Page extends PageBody, Profile>(
  directory: PersonDirectory<Record, Page, Profile>,
) {
  const toPage = (page: Page): StaffPage<Profile> => toStaffPage(page, directory.itemsOf(page), directory.toProfile);

  function pageQuery(api: ApiClient, params: StaffListParams) {
    return staffPageQuery({
      listPath: directory.basePath,
      searchPath: directory.searchPath,
      params,
      list: async (query, signal) => bodyOf(await directory.list(api, query, signal)),
      search: async (text, page, signal) => bodyOf(await directory.search(api, text, page, signal)),
      empty: { data: directory.empty },
      select: (body: { data: Page }) => toPage(body.data),
    });
  }

  function recordQuery(api: ApiClient, id: string) {
    return queryOptions({
      queryKey: ['get', directory.recordPath, { params: { path: { id } } }] as const,
      queryFn: async ({ signal }) => bodyOf(await directory.get(api, id, signal)),
      select: (body) => directory.toProfile(body.data),
    });
  }

  function usePage(params: StaffListParams, options: { enabled?: boolean } = {}) {
    return useQuery({ ...pageQuery(useApi(), params), ...options });
  }

  function useRecord(id: string) {
    return useQuery(recordQuery(useApi(), id));
  }

  function useCreate() {
    return useStaffMutation(directory.basePath, async (api, input: PersonInput) =>
      directory.toProfile(bodyOf(await directory.create(api, toPersonBody(input))).data),
    );
  }

  function useUpdate() {
    return useStaffMutation(directory.basePath, async (api, { id, input }: { id: string; input: PersonInput }) =>
      directory.toProfile(bodyOf(await directory.update(api, id, toPersonUpdateBody(input))).data),
    );
  }

  function useDelete() {
    return useStaffMutation(
      directory.basePath,
      async (api, id: string) => bodyOf(await directory.remove(api, id)).data._id,
    );
  }

  return { toPage, pageQuery, recordQuery, usePage, useRecord, useCreate, useUpdate, useDelete };
}
