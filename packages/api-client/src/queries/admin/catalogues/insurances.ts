import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { toFormData } from '../../../client/form-data';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';
import { IMAGE_REQUIRED_MESSAGE, useCatalogueMutation } from './catalogue-mutation';
import {
  type CatalogueImageInput,
  type InsuranceView,
  toImageCatalogueBody,
  toInsurance,
  type UploadProgress,
} from './catalogue-views';

const INSURANCES = '/insurances';
/** Registration and the search filters read insurances from these: reloaded too. */
const insuranceLists = [INSURANCES, '/insurance', '/lookups/insurances'] as const;

/** `GET /insurances`: every insurance (the API does not page them). */
export function adminInsurancesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', INSURANCES] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(INSURANCES, { signal })).data).data,
    select: (insurances): InsuranceView[] => insurances.map(toInsurance),
  });
}

export function useAdminInsurances() {
  return useQuery(adminInsurancesQuery(useApi()));
}

/** Add: `mutate({ ...input, onProgress })` (multipart with the logo, which is required). */
export function useCreateInsurance() {
  return useCatalogueMutation(
    insuranceLists,
    async (api, { onProgress, ...input }: CatalogueImageInput & UploadProgress) => {
      if (!input.image) throw new Error(IMAGE_REQUIRED_MESSAGE);
      const body = toFormData({ ...toImageCatalogueBody(input), image: input.image });
      return toInsurance((await api.upload('post', INSURANCES, { body, onProgress })).data);
    },
  );
}

/** Update: `mutate({ id, input: { ...input, onProgress } })`; without a new logo the current one stays. */
export function useUpdateInsurance() {
  return useCatalogueMutation(
    insuranceLists,
    async (
      api,
      { id, input: { onProgress, ...input } }: { id: string; input: CatalogueImageInput & UploadProgress },
    ) => {
      const body = toFormData(toImageCatalogueBody(input));
      const params = { path: { id } };
      return toInsurance((await api.upload('put', '/insurances/{id}', { params, body, onProgress })).data);
    },
  );
}

/** Delete: `mutateAsync(id)`; an insurance in use is refused with the server's message. */
export function useDeleteInsurance() {
  return useCatalogueMutation(insuranceLists, async (api, id: string) => {
    await api.DELETE('/insurances/{id}', { params: { path: { id } } });
    return id;
  });
}
