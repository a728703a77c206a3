import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';
import { useCatalogueMutation } from './catalogue-mutation';
import { type CatalogueItemView, type CatalogueNamesInput, toCatalogueItem, toNamesBody } from './catalogue-views';

const CATEGORIES = '/categories';
const categoryLists = [CATEGORIES] as const;

/** `GET /categories`: every category. */
export function adminCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', CATEGORIES] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(CATEGORIES, { signal })).data).data,
    select: (categories): CatalogueItemView[] => categories.map(toCatalogueItem),
  });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery(useApi()));
}

/** Add: `mutate(input)`. */
export function useCreateCategory() {
  return useCatalogueMutation(categoryLists, async (api, input: CatalogueNamesInput) =>
    toCatalogueItem(bodyOf((await api.POST(CATEGORIES, { body: toNamesBody(input) })).data).data),
  );
}

/** Update: `mutate({ id, input })`. */
export function useUpdateCategory() {
  return useCatalogueMutation(categoryLists, async (api, { id, input }: { id: string; input: CatalogueNamesInput }) => {
    const answer = await api.PUT('/categories/{id}', { params: { path: { id } }, body: toNamesBody(input) });
    return toCatalogueItem(bodyOf(answer.data).data);
  });
}

/** Delete: `mutateAsync(id)`. */
export function useDeleteCategory() {
  return useCatalogueMutation(categoryLists, async (api, id: string) => {
    await api.DELETE('/categories/{id}', { params: { path: { id } } });
    return id;
  });
}
