import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client';
import { createMemoryStorage, createSession } from '../session';
import { describeErrors, loadContract, pointer, schemaValidator } from '../test-support/contract';
import { fixtures } from './fixtures';
import { createHandlers, mockOperation } from './handlers';
import { contractOperations } from './operations.gen';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const SAMPLE_PATH_VALUES: Record<string, string> = {
  email: 'mariam.alkaabi@example.ae',
  text: 'Dubai Marina',
  imageId: 'marina-care-lobby',
  fileId: 'marina-care-tour',
};

/** Every operation of the bundled contract, with a URL whose path parameters hold valid values. */
const calls = Object.entries(loadContract().paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    if (!op?.operationId || !op.responses) return [];
    const code =
      Object.keys(op.responses)
        .filter((status) => /^2\d\d$/.test(status))
        .sort()[0] ?? '200';
    const contentType = Object.keys(op.responses[code]?.content ?? {})[0];
    const url = BASE + path.replace(/\{([^}]+)\}/g, (_, name: string) => SAMPLE_PATH_VALUES[name] ?? 'abc123');
    return [{ label: `${method.toUpperCase()} ${path}`, path, method, code, contentType, url }];
  }),
);

describe('mock handlers', () => {
  it('exist for every operation of the contract', () => {
    expect(calls.length).toBeGreaterThan(150);
    expect(contractOperations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(
      calls.map((call) => `${call.method} ${call.path}`).sort(),
    );
  });

  it.each(calls)("$label answers in the contract's shape", async ({ path, method, code, contentType, url }) => {
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: { authorization: 'Bearer mock', timezone: 'Asia/Dubai' },
    });
    expect(response.status).toBe(Number(code));
    expect(response.headers.get('content-type') ?? '').toContain(contentType ?? '');
    if (contentType === 'application/json') {
      const validate = schemaValidator(
        `#/paths/${pointer(path)}/${method}/responses/${code}/content/${pointer(contentType)}/schema`,
      );
      const body: unknown = await response.json();
      expect(validate(body), describeErrors(validate)).toBe(true);
    } else if (contentType === 'application/pdf') {
      expect(await response.text()).toMatch(/^%PDF-/);
    } else if (contentType === 'text/event-stream') {
      const [, data = ''] = /^data: (.*)$/m.exec(await response.text()) ?? [];
      const validate = schemaValidator('#/components/schemas/NotificationEvent');
      expect(validate(JSON.parse(data)), describeErrors(validate)).toBe(true);
    }
  });

  it('answer an entity by the id in the path', async () => {
    const answer = (await (await fetch(`${BASE}/doctors/doc-rajesh-nair`)).json()) as { data: { _id: string } };
    expect(answer.data._id).toBe('doc-rajesh-nair');
  });

  it('prefer literal segments to parameters (`/doctors/all` is not `/doctors/{id}`)', async () => {
    const answer = (await (await fetch(`${BASE}/doctors/all`)).json()) as { data: { doctors: unknown[] } };
    expect(answer.data.doctors.length).toBeGreaterThan(1);
  });

  it('answer the client through the envelope, as the server does', async () => {
    const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });
    const { data } = await api.POST('/users/login', { body: { email: 'mariam.alkaabi@example.ae', password: 'x' } });
    expect(data).toEqual(fixtures.LoginResult);
  });

  it('take typed one-off answers placed before them', async () => {
    server.use(
      mockOperation('get', '/categories', { data: [{ _id: 'cat-x', name_en: 'Eye Clinic', name_ar: 'عيادة عيون' }] }),
    );
    const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });
    const { data } = await api.GET('/categories');
    expect(data?.data[0]?.name_ar).toBe('عيادة عيون');
    server.resetHandlers();
  });
});
