import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { createHandlers } from '../../mocks/handlers';
import { ApiProvider, useApi } from '../../react/api-provider';
import { createMemoryStorage, createSession } from '../../session';
import { lookupQueryOptions, toLookupOptions } from './lookups';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });

describe('lookups', () => {
  it('maps lookups to options in the reader’s language', () => {
    const items = [
      { _id: 'gender-female', name_en: 'Female', name_ar: 'أنثى' },
      { _id: 'country-xx', name_en: 'Atlantis' },
    ];
    expect(toLookupOptions(items)).toEqual([
      { value: 'gender-female', label: 'Female' },
      { value: 'country-xx', label: 'Atlantis' },
    ]);
    expect(toLookupOptions(items, 'ar').map((option) => option.label)).toEqual(['أنثى', 'Atlantis']);
  });

  it('loads a lookup through the client and TanStack Query', async () => {
    const queryClient = new QueryClient();
    const options = lookupQueryOptions(api, 'countries', 'ar');
    const countries = await queryClient.query(options);
    expect(countries[0]).toEqual({ value: 'country-ae', label: 'الإمارات العربية المتحدة' });
    expect(options.queryKey).toEqual(['get', '/lookups/countries']);
  });
});

describe('ApiProvider', () => {
  it('gives its tree the client', () => {
    function BaseUrl() {
      return createElement('span', null, useApi().baseUrl);
    }
    const html = renderToStaticMarkup(createElement(ApiProvider, { client: api }, createElement(BaseUrl)));
    expect(html).toBe(`<span>${BASE}</span>`);
  });

  it('refuses useApi() outside a provider', () => {
    function Orphan() {
      useApi();
      return null;
    }
    expect(() => renderToStaticMarkup(createElement(Orphan))).toThrow('useApi() needs an <ApiProvider> above it');
  });
});
