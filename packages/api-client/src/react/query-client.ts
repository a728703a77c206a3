import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../client/api-error';

/** A failure the same request would meet again: a 4xx answer. */
const isPermanent = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The QueryClient of the sites: no retry of 4xx answers, at most two retries otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isPermanent(error) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
