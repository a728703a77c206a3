import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import { isUnderPath } from '../../shared/query-helpers';

/**
 * A catalogue's create, update or delete: on success every cached list under
 * `paths` is reloaded (the admin's list and the other screens that read the
 * catalogue, e.g. the doctor form's specialities).
 */
export function useCatalogueMutation<Variables, Result>(
  paths: readonly string[],
  mutationFn: (api: ApiClient, variables: Variables) => Promise<Result>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => mutationFn(api, variables),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => paths.some((path) => isUnderPath(queryKey, path)) }),
  });
}

/** The message of a create without its required image (the screen's form says so first). */
export const IMAGE_REQUIRED_MESSAGE = 'Please select an image';
