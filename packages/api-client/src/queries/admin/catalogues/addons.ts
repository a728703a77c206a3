import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';
import { useCatalogueMutation } from './catalogue-mutation';
import { type CatalogueItemView, type CatalogueNamesInput, toCatalogueItem, toNamesBody } from './catalogue-views';

const ADDONS = '/addons';
/** The hospital form and the search filters read add-ons from `GET /hospitals/services/all`: reloaded too. */
const addonLists = [ADDONS, '/hospitals/services/all'] as const;

/** `GET /addons`: every addon. */
export function adminAddonsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', ADDONS] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(ADDONS, { signal })).data).data,
    select: (addons): CatalogueItemView[] => addons.map(toCatalogueItem),
  });
}

export function useAdminAddons() {
  return useQuery(adminAddonsQuery(useApi()));
}

/** Add: `mutate(input)`. */
export function useCreateAddon() {
  return useCatalogueMutation(addonLists, async (api, input: CatalogueNamesInput) =>
    toCatalogueItem(bodyOf((await api.POST(ADDONS, { body: toNamesBody(input) })).data).data),
  );
}

/** Update: `mutate({ id, input })`. */
export function useUpdateAddon() {
  return useCatalogueMutation(addonLists, async (api, { id, input }: { id: string; input: CatalogueNamesInput }) => {
    const answer = await api.PUT('/addons/{id}', { params: { path: { id } }, body: toNamesBody(input) });
    return toCatalogueItem(bodyOf(answer.data).data);
  });
}

/** Delete: `mutateAsync(id)`. */
export function useDeleteAddon() {
  return useCatalogueMutation(addonLists, async (api, id: string) => {
    await api.DELETE('/addons/{id}', { params: { path: { id } } });
    return id;
  });
}
