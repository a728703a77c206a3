import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';

type Hospital = components['schemas']['Hospital'];

/** What the dashboard's welcome block shows of the signed-in hospital. */
export interface HospitalSummary {
  id: string;
  name: string;
  image?: string;
  type: Hospital['type'];
}

export function toHospitalSummary(hospital: Hospital): HospitalSummary {
  return { id: hospital._id, name: hospital.name.trim(), image: hospital.image, type: hospital.type };
}

/** `GET /hospitals/{id}` (answer `hospital`); disabled without an id. */
export function hospitalQueryOptions(api: ApiClient, hospitalId: string | null) {
  return queryOptions({
    queryKey: ['get', '/hospitals/{id}', { params: { path: { id: hospitalId } } }] as const,
    queryFn: async ({ signal }): Promise<Hospital> => {
      if (!hospitalId) throw new Error('No hospital');
      const { data } = await api.GET('/hospitals/{id}', { params: { path: { id: hospitalId } }, signal });
      if (!data) throw new Error('Empty answer');
      return data.hospital;
    },
    enabled: Boolean(hospitalId),
  });
}

/** The hospital as the dashboard's welcome block shows it. */
export function useHospitalSummary(hospitalId: string | null) {
  return useQuery({ ...hospitalQueryOptions(useApi(), hospitalId), select: toHospitalSummary });
}
