import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { toFormData } from '../../../client/form-data';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';
import { useCatalogueMutation } from './catalogue-mutation';
import {
  type CatalogueImageInput,
  type PackageCategoryView,
  toImageCatalogueBody,
  toPackageCategory,
  type UploadProgress,
} from './catalogue-views';

const PACKAGE_CATEGORIES = '/packageCategories';
/** Offers show their category's name: reloaded too. */
const packageCategoryLists = [PACKAGE_CATEGORIES, '/packages'] as const;

/** 002 §5: a package category's image is required on create and on update. */
export const PACKAGE_CATEGORY_IMAGE_REQUIRED = 'Please select image';

/**
 * `GET /packageCategories`: every package category. The key and the cached
 * answer are the offer modal's (`packageCategoryOptionsQuery`), so both share it.
 */
export function adminPackageCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', PACKAGE_CATEGORIES] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(PACKAGE_CATEGORIES, { signal })).data).data,
    select: (categories): PackageCategoryView[] => categories.map(toPackageCategory),
  });
}

export function useAdminPackageCategories() {
  return useQuery(adminPackageCategoriesQuery(useApi()));
}

type PackageCategorySave = CatalogueImageInput & UploadProgress;

function packageCategoryForm(input: CatalogueImageInput): FormData {
  if (!input.image) throw new Error(PACKAGE_CATEGORY_IMAGE_REQUIRED);
  return toFormData({ ...toImageCatalogueBody(input), image: input.image });
}

/** Add: `mutate({ ...input, onProgress })` (multipart; the image is required). */
export function useCreatePackageCategory() {
  return useCatalogueMutation(packageCategoryLists, async (api, { onProgress, ...input }: PackageCategorySave) => {
    const body = packageCategoryForm(input);
    return toPackageCategory((await api.upload('post', PACKAGE_CATEGORIES, { body, onProgress })).data);
  });
}

/** Update: `mutate({ id, input: { ...input, onProgress } })`; the image is required here too. */
export function useUpdatePackageCategory() {
  return useCatalogueMutation(
    packageCategoryLists,
    async (api, { id, input: { onProgress, ...input } }: { id: string; input: PackageCategorySave }) => {
      const body = packageCategoryForm(input);
      const params = { path: { id } };
      return toPackageCategory((await api.upload('put', '/packageCategories/{id}', { params, body, onProgress })).data);
    },
  );
}

/** Delete: `mutateAsync(id)`. */
export function useDeletePackageCategory() {
  return useCatalogueMutation(packageCategoryLists, async (api, id: string) => {
    await api.DELETE('/packageCategories/{id}', { params: { path: { id } } });
    return id;
  });
}
