import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';
import { useCatalogueMutation } from './catalogue-mutation';
import { toVendor, toVendorBody, type VendorInput, type VendorView } from './catalogue-views';

const VENDORS = '/vendors';
const vendorLists = [VENDORS] as const;

/** `GET /vendors`: every vendor (admin only). */
export function adminVendorsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', VENDORS] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(VENDORS, { signal })).data).data,
    select: (vendors): VendorView[] => vendors.map(toVendor),
  });
}

export function useAdminVendors() {
  return useQuery(adminVendorsQuery(useApi()));
}

/** Add: `mutate(input)`; the server makes the vendor's account and mails a set-password link. */
export function useCreateVendor() {
  return useCatalogueMutation(vendorLists, async (api, input: VendorInput) =>
    toVendor(bodyOf((await api.POST(VENDORS, { body: toVendorBody(input) })).data).data),
  );
}

/** Update: `mutate({ id, input })`. */
export function useUpdateVendor() {
  return useCatalogueMutation(vendorLists, async (api, { id, input }: { id: string; input: VendorInput }) => {
    const answer = await api.PUT('/vendors/{id}', { params: { path: { id } }, body: toVendorBody(input) });
    return toVendor(bodyOf(answer.data).data);
  });
}

/** Delete: `mutateAsync(id)`. */
export function useDeleteVendor() {
  return useCatalogueMutation(vendorLists, async (api, id: string) => {
    await api.DELETE('/vendors/{id}', { params: { path: { id } } });
    return id;
  });
}
