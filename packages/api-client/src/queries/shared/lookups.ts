import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { catalogueName } from './catalogue-name';

type Lookup = components['schemas']['Lookup'];

/** The lookups guests may read (`GET /lookups/{kind}`). */
export type LookupKind = 'countries' | 'genders' | 'languages' | 'insurances';

/** A lookup as the select and checkbox lists show it. */
export interface LookupOption {
  value: string;
  label: string;
}

/** Label in the reader's language: Arabic when the item has it, else English. */
export function toLookupOptions(items: readonly Lookup[], locale: 'en' | 'ar' = 'en'): LookupOption[] {
  return items.map((item) => ({
    value: item._id,
    label: catalogueName(item, locale),
  }));
}

function lookupPath(kind: LookupKind) {
  switch (kind) {
    case 'countries':
      return '/lookups/countries' as const;
    case 'genders':
      return '/lookups/genders' as const;
    case 'languages':
      return '/lookups/languages' as const;
    case 'insurances':
      return '/lookups/insurances' as const;
  }
}

/**
 * Query options of a lookup list, mapped to options. The key is the one
 * openapi-react-query gives `api.query.useQuery('get', path)`, so both share the
 * cache. Lookups change rarely: never stale in a session.
 */
export function lookupQueryOptions(api: ApiClient, kind: LookupKind, locale: 'en' | 'ar' = 'en') {
  const path = lookupPath(kind);
  return queryOptions({
    queryKey: ['get', path] as const,
    queryFn: async ({ signal }): Promise<Lookup[]> => (await api.GET(path, { signal })).data?.data ?? [],
    select: (items) => toLookupOptions(items, locale),
    staleTime: Infinity,
  });
}

/** `const { data: countries = [] } = useLookupOptions('countries', locale)`. */
export function useLookupOptions(kind: LookupKind, locale: 'en' | 'ar' = 'en') {
  return useQuery(lookupQueryOptions(useApi(), kind, locale));
}
