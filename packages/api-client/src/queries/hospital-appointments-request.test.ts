import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client';
import { createHandlers, mockUrl, readMockJson } from '../mocks/handlers';
import { createMemoryStorage, createSession } from '../session';
import { hospitalAppointmentsRequest } from './hospital-appointments-request';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });
const signal = new AbortController().signal;

describe('hospitalAppointmentsRequest', () => {
  it('sends the day and the trimmed Emirates ID part, keyed by hospital and body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/appointments/hospitalAppointments/{id}', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
      }),
    );
    const request = hospitalAppointmentsRequest(api, 'hsp-marina-care', { date: '2026-12-02', emiratesId: ' 784 ' });
    expect(request.queryKey).toEqual([
      'post',
      '/appointments/hospitalAppointments/{id}',
      { params: { path: { id: 'hsp-marina-care' } }, body: { date: '2026-12-02', emiratesId: '784' } },
    ]);
    const appointments = await request.queryFn({ signal });
    expect(bodies).toEqual([{ date: '2026-12-02', emiratesId: '784' }]);
    expect(Array.isArray(appointments)).toBe(true);
  });

  it('leaves a blank Emirates ID out, and asks nothing without a hospital', async () => {
    const request = hospitalAppointmentsRequest(api, null, { date: '2026-12-02', emiratesId: '   ' });
    expect(request.queryKey[2].body).toEqual({ date: '2026-12-02' });
    await expect(request.queryFn({ signal })).resolves.toEqual([]);
  });
});
