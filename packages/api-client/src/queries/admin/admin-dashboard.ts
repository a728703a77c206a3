import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf } from '../shared/query-helpers';

/** The admin dashboard's counts (002 leaves the dashboard open; #22 chose these). */
export type AdminDashboardCounts = components['schemas']['AdminDashboard']['data'];

/** `GET /admin/dashboard`: the counts an admin wants at a glance. */
export function adminDashboardQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', '/admin/dashboard', {}] as const,
    queryFn: async ({ signal }): Promise<AdminDashboardCounts> => {
      const { data } = await api.GET('/admin/dashboard', { signal });
      return bodyOf(data).data;
    },
  });
}

/** The admin dashboard's counts. */
export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions(useApi()));
}
