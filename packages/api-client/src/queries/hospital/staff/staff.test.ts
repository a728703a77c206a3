import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../client/api-error';
import {
  invalidateStaff,
  searchTextOf,
  staffPageQuery,
  toPersonBody,
  toPersonUpdateBody,
  toStaffPage,
  toStaffPerson,
} from './staff';

describe('staff view models', () => {
  it('maps a record to a person with a full name', () => {
    expect(
      toStaffPerson({
        _id: 'lab-1',
        firstName: ' Marina Central ',
        lastName: 'Laboratory',
        email: 'lab@marinacare.ae',
      }),
    ).toEqual({
      id: 'lab-1',
      firstName: 'Marina Central',
      lastName: 'Laboratory',
      name: 'Marina Central Laboratory',
      email: 'lab@marinacare.ae',
      mobile: '',
    });
    expect(
      toStaffPerson({
        _id: 'r',
        firstName: 'Sara',
        lastName: '',
        email: 's@x.ae',
        mobile: '+971-55 102 3344',
        image: '/a.jpg',
      }),
    ).toMatchObject({ name: 'Sara', mobile: '+971-55 102 3344', image: '/a.jpg' });
  });

  it('maps paging fields, counting the items when the total is missing', () => {
    const page = toStaffPage({ pageNumber: 2, numberOfPages: 5 }, [1, 2], (n) => n * 10);
    expect(page).toEqual({ items: [10, 20], page: 2, pageCount: 5, total: 2 });
    expect(toStaffPage({ pageNumber: 0, numberOfPages: 3, totalItems: 25 }, [], String).total).toBe(25);
  });

  it('trims the create body and leaves the read-only email out of the update', () => {
    const input = { firstName: ' Sara ', lastName: ' Ali', email: ' sara@marinacare.ae ', mobile: '+971-55 102 3344' };
    expect(toPersonBody(input)).toEqual({
      firstName: 'Sara',
      lastName: 'Ali',
      email: 'sara@marinacare.ae',
      mobile: '+971-55 102 3344',
    });
    expect(toPersonUpdateBody(input)).toEqual({ firstName: 'Sara', lastName: 'Ali', mobile: '+971-55 102 3344' });
  });

  it('searches only with non-blank text', () => {
    expect(searchTextOf({ page: 0 })).toBeUndefined();
    expect(searchTextOf({ page: 0, search: '   ' })).toBeUndefined();
    expect(searchTextOf({ page: 0, search: ' Omar ' })).toBe('Omar');
  });
});

describe('staffPageQuery', () => {
  const empty = { items: [] as string[] };
  const base = {
    listPath: '/things',
    searchPath: '/things/search/{text}',
    list: () => Promise.resolve({ items: ['all'] }),
    search: (text: string) => Promise.resolve({ items: [`found ${text}`] }),
    empty,
    select: (body: { items: string[] }) => body.items,
  };

  it('loads the list without search text and the search results with it, keyed like openapi-react-query', async () => {
    const queryClient = new QueryClient();
    const list = staffPageQuery({ ...base, params: { page: 1 } });
    expect(list.queryKey).toEqual(['get', '/things', { params: { query: { page: 1 } } }]);
    expect(await queryClient.query(list)).toEqual(['all']);
    const search = staffPageQuery({ ...base, params: { page: 0, search: ' Omar ' } });
    expect(search.queryKey).toEqual([
      'get',
      '/things/search/{text}',
      { params: { path: { text: 'Omar' }, query: { page: 0 } } },
    ]);
    expect(await queryClient.query(search)).toEqual(['found Omar']);
  });

  it('reads a 404 search as no results, and keeps other failures', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const notFound = staffPageQuery({
      ...base,
      params: { page: 0, search: 'zzz' },
      search: () => Promise.reject(new ApiError(404, 'Not found')),
    });
    expect(await queryClient.query(notFound)).toBe(empty.items);
    const failing = staffPageQuery({
      ...base,
      params: { page: 0, search: 'x' },
      search: () => Promise.reject(new ApiError(500, 'Boom')),
    });
    await expect(queryClient.query(failing)).rejects.toThrow('Boom');
  });

  it('invalidates every query of a path family and nothing else', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['get', '/things', { params: { query: { page: 0 } } }], 1);
    queryClient.setQueryData(['get', '/things/{id}', { params: { path: { id: 'a' } } }], 2);
    queryClient.setQueryData(['get', '/thingsElse'], 3);
    await invalidateStaff(queryClient, '/things');
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey[1], query.isStale()]);
    expect(stale).toEqual([
      ['/things', true],
      ['/things/{id}', true],
      ['/thingsElse', false],
    ]);
  });
});
