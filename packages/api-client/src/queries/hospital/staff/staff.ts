import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../client/api-error';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { isUnderPath } from '../../shared/query-helpers';

type Schemas = components['schemas'];
type PageInfo = Schemas['PageInfo'];

/**
 * Shared pieces of the hospital's staff directories (doctors, nurses and
 * technicians, laboratories, receptionists): the person and page view models,
 * the paged list-or-search query and the cache invalidation after a change.
 */

/** A staff member as cards, detail pages and forms show them. */
export interface StaffPerson {
  id: string;
  firstName: string;
  lastName: string;
  /** "First Last". */
  name: string;
  email: string;
  /** `+971-## ### ####`; "" when the record has none. */
  mobile: string;
  /** The photo's URL; undefined when there is none. */
  image?: string;
}

/** One page of a staff list. */
export interface StaffPage<T> {
  items: T[];
  /** Zero-based number of this page. */
  page: number;
  /** How many pages there are (0 when the list is empty). */
  pageCount: number;
  /** How many items there are across all pages. */
  total: number;
}

/** Which page of a staff list to load; with `search`, the page of the search results. */
export interface StaffListParams {
  /** Zero-based. */
  page: number;
  /** The top bar's submitted text; empty or blank means the full list. */
  search?: string;
  /**
   * Every item on one page (`getAll=true`), for a strip of cards without a
   * pager (the dashboard's tabs). Not used with `search`.
   */
  all?: boolean;
}

/** The query parameters of a list call. */
export interface StaffListQuery {
  page: number;
  getAll?: true;
}

/** Every item at once: the params of the dashboard's staff strips. */
export const allStaff: StaffListParams = { page: 0, all: true };

/** What the ADD forms of laboratories and receptionists send (also their EDIT forms, without the email). */
export interface PersonInput {
  firstName: string;
  lastName: string;
  email: string;
  /** `+971-## ### ####`. */
  mobile: string;
}

/** The raw fields every staff record carries. */
interface PersonRecord {
  _id: string;
  firstName: string;
  lastName: string;
  /** Absent from public answers (a doctor on the patient site): then "". */
  email?: string;
  mobile?: string;
  image?: string;
}

export function toStaffPerson(record: PersonRecord): StaffPerson {
  const firstName = record.firstName.trim();
  const lastName = record.lastName.trim();
  return {
    id: record._id,
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(' '),
    email: record.email ?? '',
    mobile: record.mobile ?? '',
    ...(record.image ? { image: record.image } : {}),
  };
}

/** A page answer (PageInfo fields plus its list) as a StaffPage. */
export function toStaffPage<R, T>(info: PageInfo, records: readonly R[], map: (record: R) => T): StaffPage<T> {
  return {
    items: records.map(map),
    page: info.pageNumber,
    pageCount: info.numberOfPages,
    total: info.totalItems ?? records.length,
  };
}

/** `{ key: value }` when the text is not blank, else `{}` (for optional body fields). */
export function optionalText<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const text = value?.trim() ?? '';
  return text === '' ? {} : ({ [key]: text } as Record<K, string>);
}

/** The create body of a laboratory or receptionist. */
export function toPersonBody(input: PersonInput): PersonInput {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    mobile: input.mobile,
  };
}

/** The update body of a laboratory or receptionist: the email is read-only on the EDIT forms, so it is not sent. */
export function toPersonUpdateBody(input: PersonInput): Omit<PersonInput, 'email'> {
  const body = toPersonBody(input);
  return { firstName: body.firstName, lastName: body.lastName, mobile: body.mobile };
}

/** The search text to send: trimmed, or undefined for the full list. */
export function searchTextOf(params: StaffListParams): string | undefined {
  const text = params.search?.trim() ?? '';
  return text === '' ? undefined : text;
}

interface StaffPageQuery<Body, View> {
  /** The list path, e.g. `/doctors`. */
  listPath: string;
  /** The search path, e.g. `/doctors/search/{text}`. */
  searchPath: string;
  params: StaffListParams;
  list: (query: StaffListQuery, signal: AbortSignal) => Promise<Body>;
  search: (text: string, page: number, signal: AbortSignal) => Promise<Body>;
  /** The answer of a search that found nothing (the server may answer it with 404). */
  empty: Body;
  select: (body: Body) => View;
}

/**
 * The query of one page of a staff list, or of its search results when
 * `params.search` has text. Keys are those openapi-react-query gives the same
 * calls (`['get', path, init]`), so both share the cache. A search answered
 * 404 (nothing matches) reads as an empty page. While another page loads, the
 * previous one stays on screen.
 */
export function staffPageQuery<Body, View>(query: StaffPageQuery<Body, View>) {
  const { page } = query.params;
  const text = searchTextOf(query.params);
  const listQuery: StaffListQuery = query.params.all ? { page, getAll: true } : { page };
  return queryOptions({
    queryKey:
      text === undefined
        ? (['get', query.listPath, { params: { query: listQuery } }] as const)
        : (['get', query.searchPath, { params: { path: { text }, query: { page } } }] as const),
    queryFn: async ({ signal }): Promise<Body> => {
      if (text === undefined) return query.list(listQuery, signal);
      try {
        return await query.search(text, page, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return query.empty;
        throw error;
      }
    },
    select: query.select,
    placeholderData: keepPreviousData,
  });
}

/** Refetches every list, search and record under `basePath` (after a create, update or delete). */
export function invalidateStaff(queryClient: QueryClient, basePath: string): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isUnderPath(query.queryKey, basePath) });
}

/**
 * A create, update or delete of a staff record: on success every list, search
 * and record under `basePath` is refetched before the mutation settles, so the
 * screen shows the change when its success toast appears.
 */
export function useStaffMutation<Variables, Result>(
  basePath: string,
  mutationFn: (api: ApiClient, variables: Variables) => Promise<Result>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', basePath],
    mutationFn: (variables: Variables) => mutationFn(api, variables),
    onSuccess: () => invalidateStaff(queryClient, basePath),
  });
}
