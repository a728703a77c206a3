import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf } from '../shared/query-helpers';

type Hospital = components['schemas']['Hospital'];

/** A clinic (approved hospital) in the admin's numbered list (002 "/admin/clinics"). */
export interface ClinicListItem {
  id: string;
  name: string;
  address: string;
}

export function toClinicListItem(hospital: Hospital): ClinicListItem {
  return { id: hospital._id, name: hospital.name.trim(), address: hospital.address?.trim() ?? '' };
}

/** `GET /hospitals`: every approved hospital. */
export function clinicsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', '/hospitals', {}] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/hospitals', { signal });
      return bodyOf(data);
    },
    select: (answer): ClinicListItem[] => answer.data.map(toClinicListItem),
  });
}

/** The clinics, in the server's order. */
export function useClinics() {
  return useQuery(clinicsQueryOptions(useApi()));
}
