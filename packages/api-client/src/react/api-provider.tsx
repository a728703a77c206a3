import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { ApiClient } from '../client/create-api-client';
import { createQueryClient } from './query-client';

const ApiContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  /** Default: one made by createQueryClient() for the provider's lifetime. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Gives the tree the API client (`useApi()`) and a TanStack QueryClient. */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <ApiContext value={client}>{children}</ApiContext>
    </QueryClientProvider>
  );
}

/** The API client of the nearest ApiProvider. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it');
  return client;
}
