import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../client/api-error';
import { createApiClient } from '../../../client/create-api-client';
import { fixtures, mockError, staff } from '../../../mocks';
import { createHandlers } from '../../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../../session';
import { laboratoryPageQuery, laboratoryQuery, toLaboratoryPage, toLaboratoryProfile } from './laboratories';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });

describe('laboratory view model', () => {
  it('maps a laboratory', () => {
    expect(toLaboratoryProfile(staff.labMarina)).toEqual({
      id: 'lab-marina-central',
      firstName: 'Marina Central',
      lastName: 'Laboratory',
      name: 'Marina Central Laboratory',
      email: 'lab@marinacare.ae',
      mobile: '+971-50 412 7790',
      image: '/files/laboratories/marina-central.jpg',
    });
    expect(toLaboratoryPage(fixtures.LaboratoryPage)).toMatchObject({ page: 0, pageCount: 1, total: 2 });
  });
});

describe('laboratory queries', () => {
  it('loads one laboratory under the key openapi-react-query gives the call', async () => {
    const options = laboratoryQuery(api, staff.labReem._id);
    expect(options.queryKey).toEqual(['get', '/labortories/{id}', { params: { path: { id: staff.labReem._id } } }]);
    const laboratory = await new QueryClient().query(options);
    expect(laboratory.name).toBe('Reem Diagnostics Lab');
  });

  it('reads a search that found nothing (404) as an empty page', async () => {
    server.use(mockError('get', '/labortories/search/{text}', 404, { message: 'No labs' }, { baseUrl: BASE }));
    const page = await new QueryClient().query(laboratoryPageQuery(api, { page: 0, search: 'zzz' }));
    expect(page).toEqual({ items: [], page: 0, pageCount: 0, total: 0 });
    server.resetHandlers();
  });

  it('keeps a failed load as the server said it', async () => {
    server.use(mockError('get', '/labortories/{id}', 403, { message: 'Forbidden' }, { baseUrl: BASE }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(laboratoryQuery(api, 'lab-other'))).rejects.toBeInstanceOf(ApiError);
    server.resetHandlers();
  });
});
