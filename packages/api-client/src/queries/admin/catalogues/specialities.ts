import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { toFormData } from '../../../client/form-data';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';
import { IMAGE_REQUIRED_MESSAGE, useCatalogueMutation } from './catalogue-mutation';
import {
  type CataloguePage,
  type SpecialityInput,
  type SpecialityView,
  toSpeciality,
  toSpecialityBody,
  type UploadProgress,
} from './catalogue-views';

const SPECIALITIES = '/specialities';
/** The doctor form reads every speciality from `GET /speciality`: reloaded too. */
const specialityLists = [SPECIALITIES, '/speciality'] as const;

/** `GET /specialities?page=`: one page of specialities (002 §7: pageNumber, numberOfPages, the list). */
export function adminSpecialitiesQuery(api: ApiClient, page: number) {
  const init = { params: { query: { page } } };
  return queryOptions({
    queryKey: ['get', SPECIALITIES, init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(SPECIALITIES, { ...init, signal })).data).data,
    select: (answer): CataloguePage<SpecialityView> => ({
      items: answer.specialities.map(toSpeciality),
      page: answer.pageNumber,
      pageCount: answer.numberOfPages,
    }),
    placeholderData: keepPreviousData,
  });
}

/** `const { data, isPending, isError, isPlaceholderData } = useAdminSpecialities(page)`. */
export function useAdminSpecialities(page: number) {
  return useQuery(adminSpecialitiesQuery(useApi(), page));
}

/** Add: `mutate({ ...input, onProgress })` (multipart with the logo, which is required). */
export function useCreateSpeciality() {
  return useCatalogueMutation(
    specialityLists,
    async (api, { onProgress, ...input }: SpecialityInput & UploadProgress) => {
      if (!input.image) throw new Error(IMAGE_REQUIRED_MESSAGE);
      const body = toFormData({ ...toSpecialityBody(input), image: input.image });
      return toSpeciality((await api.upload('post', SPECIALITIES, { body, onProgress })).data);
    },
  );
}

/** Update: `mutate({ id, input: { ...input, onProgress } })`; without a new logo the current one stays. */
export function useUpdateSpeciality() {
  return useCatalogueMutation(
    specialityLists,
    async (api, { id, input: { onProgress, ...input } }: { id: string; input: SpecialityInput & UploadProgress }) => {
      const body = toFormData(toSpecialityBody(input));
      const params = { path: { id } };
      return toSpeciality((await api.upload('put', '/specialities/{id}', { params, body, onProgress })).data);
    },
  );
}

/** Delete: `mutateAsync(id)`; a speciality in use is refused with the server's message. */
export function useDeleteSpeciality() {
  return useCatalogueMutation(specialityLists, async (api, id: string) => {
    await api.DELETE('/specialities/{id}', { params: { path: { id } } });
    return id;
  });
}
