import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import { bodyOf } from '../shared/query-helpers';

type HospitalApproval = components['schemas']['HospitalApproval'];

/** One row of the Hospital Approvals table (002 "Admin area"). */
export interface HospitalApprovalRow {
  /** The approval's id (`PUT /hospitals/approveHospital/{id}`). */
  id: string;
  /** The hospital's name (the contact's first and last name when it has none). */
  name: string;
  email: string;
  status: HospitalApproval['status'];
  /** The hospital's id, which fetches its trade licence. */
  referenceId: string;
}

export function toHospitalApprovalRow(hospital: HospitalApproval): HospitalApprovalRow {
  return {
    id: hospital._id,
    // 002 §3 shows firstName and lastName as the name; this server registers a hospital by its name.
    name: hospital.name.trim() || fullName(hospital),
    email: hospital.email,
    status: hospital.status,
    referenceId: hospital.referenceId,
  };
}

type PendingList = { data: HospitalApproval[] };

/** `GET /hospitals/get/pending`: the hospitals waiting for approval. */
export function pendingHospitalsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', '/hospitals/get/pending', {}] as const,
    queryFn: async ({ signal }): Promise<PendingList> => {
      const { data } = await api.GET('/hospitals/get/pending', { signal });
      return bodyOf(data);
    },
    select: (answer) => answer.data.map(toHospitalApprovalRow),
  });
}

/** The pending hospitals, as table rows. */
export function usePendingHospitals() {
  return useQuery(pendingHospitalsQueryOptions(useApi()));
}

/**
 * `PUT /hospitals/approveHospital/{id}` (`mutate(approvalId)`): once approved,
 * the hospital leaves the cached pending list at once (002 §4), and the
 * dashboard's counts are asked again.
 */
export function useApproveHospital() {
  const api = useApi();
  const queryClient = useQueryClient();
  const pending = pendingHospitalsQueryOptions(api);
  return useMutation({
    mutationFn: async (id: string) => {
      await api.PUT('/hospitals/approveHospital/{id}', { params: { path: { id } } });
      return id;
    },
    onSuccess: async (id) => {
      queryClient.setQueryData(pending.queryKey, (list) =>
        list ? { ...list, data: list.data.filter((hospital) => hospital._id !== id) } : list,
      );
      await queryClient.invalidateQueries({ queryKey: ['get', '/admin/dashboard'] });
    },
    // Refused (e.g. 409: another admin approved it meanwhile): the list is asked again.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: pending.queryKey });
    },
  });
}

/**
 * `GET /hospitals/getTradeLicenseFile/{referenceId}`: the hospital's trade
 * licence PDF (the contract answers the file itself, fetched with the
 * admin's token). A 404 carries "Don't have Trade License File".
 */
export async function fetchTradeLicense(api: ApiClient, referenceId: string): Promise<Blob> {
  const { data } = await api.GET('/hospitals/getTradeLicenseFile/{id}', {
    params: { path: { id: referenceId } },
    parseAs: 'blob',
  });
  return bodyOf(data);
}

/** Fetches a hospital's trade licence (`mutate(referenceId)`; the caller opens the Blob). */
export function useTradeLicense() {
  const api = useApi();
  return useMutation({ mutationFn: (referenceId: string) => fetchTradeLicense(api, referenceId) });
}
