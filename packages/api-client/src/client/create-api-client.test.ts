import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEnvelopeServer, ENVELOPE_KEY_HEADER, generateKeyPair, isEnvelope } from '../envelope';
import { createMemoryStorage, createSession, SESSION_KEYS } from '../session';
import { ApiError } from './api-error';
import { type ApiClientOptions, createApiClient } from './create-api-client';

const BASE = 'http://aafiya.test/api';
const keyServer = createEnvelopeServer(generateKeyPair());
const server = setupServer(
  http.get(`${BASE}/crypto/public-key`, () => HttpResponse.json({ publicKey: keyServer.publicKey })),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

function setup(options: ApiClientOptions = {}, token: string | null = 'token-123') {
  const storage = createMemoryStorage(token ? { [SESSION_KEYS.token]: token, [SESSION_KEYS.role]: 'HOSPITAL' } : {});
  const session = createSession(storage);
  const navigate = vi.fn<(path: string) => void>();
  const api = createApiClient({ baseUrl: BASE, session, navigate, timezone: () => 'Asia/Dubai', ...options });
  return { api, storage, session, navigate };
}

/** Captures the requests a handler receives, by URL, for assertions after the call. */
function capture() {
  const requests: Request[] = [];
  return { requests, keep: (request: Request) => requests.push(request.clone()) };
}

describe('createApiClient', () => {
  it('sends the bearer token of the session', async () => {
    const seen = capture();
    server.use(
      http.get(`${BASE}/categories`, ({ request }) => {
        seen.keep(request);
        return HttpResponse.json({ data: [] });
      }),
    );
    const { api } = setup();
    await api.GET('/categories');
    expect(seen.requests[0]?.headers.get('authorization')).toBe('Bearer token-123');

    const { api: guest } = setup({}, null);
    await guest.GET('/categories');
    expect(seen.requests[1]?.headers.has('authorization')).toBe(false);
  });

  it('sends the timezone header (the browser zone by default)', async () => {
    const seen = capture();
    server.use(
      http.get(`${BASE}/lookups/countries`, ({ request }) => {
        seen.keep(request);
        return HttpResponse.json({ data: [] });
      }),
    );
    await setup({ timezone: () => 'Asia/Kolkata' }).api.GET('/lookups/countries');
    await createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) }).GET('/lookups/countries');
    expect(seen.requests[0]?.headers.get('timezone')).toBe('Asia/Kolkata');
    expect(seen.requests[1]?.headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('envelopes JSON bodies and decrypts the enveloped answer', async () => {
    const seen = capture();
    server.use(
      http.post(`${BASE}/categories`, async ({ request }) => {
        seen.keep(request);
        const clientKey = request.headers.get(ENVELOPE_KEY_HEADER) ?? '';
        const body = keyServer.open(await request.json(), clientKey) as { name_en: string; name_ar: string };
        return HttpResponse.json(keyServer.seal({ data: { _id: 'cat-1', ...body } }, clientKey), { status: 201 });
      }),
    );
    const { api } = setup();
    const { data } = await api.POST('/categories', { body: { name_en: 'Dental Centre', name_ar: 'مركز طب الأسنان' } });
    expect(data).toEqual({ data: { _id: 'cat-1', name_en: 'Dental Centre', name_ar: 'مركز طب الأسنان' } });

    const sent = seen.requests[0];
    const wire = (await sent?.json()) as unknown;
    expect(isEnvelope(wire)).toBe(true);
    expect(JSON.stringify(wire)).not.toContain('Dental');
    expect(sent?.headers.get(ENVELOPE_KEY_HEADER)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('fetches the server key once and keeps one key pair per client', async () => {
    let keyRequests = 0;
    const clientKeys = new Set<string>();
    server.use(
      http.get(`${BASE}/crypto/public-key`, () => {
        keyRequests += 1;
        return HttpResponse.json({ publicKey: keyServer.publicKey });
      }),
      http.put(`${BASE}/categories/:id`, ({ request }) => {
        clientKeys.add(request.headers.get(ENVELOPE_KEY_HEADER) ?? '');
        return HttpResponse.json({ data: { _id: 'cat-1', name_en: 'A', name_ar: 'ب' } });
      }),
    );
    const { api } = setup();
    const body = { name_en: 'A', name_ar: 'ب' };
    await Promise.all([1, 2, 3].map((id) => api.PUT('/categories/{id}', { params: { path: { id: `c${id}` } }, body })));
    expect(keyRequests).toBe(1);
    expect(clientKeys.size).toBe(1);
  });

  it('sends multipart bodies untouched', async () => {
    const seen = capture();
    server.use(
      http.post(`${BASE}/insurances`, ({ request }) => {
        seen.keep(request);
        return HttpResponse.json({ data: { _id: 'ins-1', name_en: 'Daman' } }, { status: 201 });
      }),
    );
    const image = new Blob(['png'], { type: 'image/png' });
    const { api } = setup();
    await api.POST('/insurances', { body: { name_en: 'Daman', name_ar: 'ضمان', image } });

    const sent = seen.requests[0];
    expect(sent?.headers.has(ENVELOPE_KEY_HEADER)).toBe(false);
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await sent?.formData();
    expect(received?.get('name_ar')).toBe('ضمان');
    expect(received?.get('image')).toBeInstanceOf(Blob);
  });

  it('sends the object body of a multipart operation as form parts, lists as repeated parts', async () => {
    const seen = capture();
    server.use(
      http.post(`${BASE}/hospitalServices`, ({ request }) => {
        seen.keep(request);
        return HttpResponse.json({ data: { _id: 'svc-1', name: 'X-ray', isFree: false } }, { status: 201 });
      }),
    );
    await setup().api.POST('/hospitalServices', {
      body: {
        name: 'X-ray',
        description: 'Digital X-ray',
        isFree: false,
        price: 450,
        isCoveredByInsurance: true,
        doctors: ['d1', 'd2'],
      },
    });
    const received = await seen.requests[0]?.formData();
    expect(seen.requests[0]?.headers.has(ENVELOPE_KEY_HEADER)).toBe(false);
    expect(received?.get('price')).toBe('450');
    expect(received?.get('isFree')).toBe('false');
    expect(received?.getAll('doctors')).toEqual(['d1', 'd2']);
  });

  it('on a 401 to a signed-in call clears local storage and goes to /login', async () => {
    server.use(http.get(`${BASE}/doctors`, () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })));
    const { api, storage, navigate } = setup();
    storage.setItem('hospitalSearchText', 'Marina');
    const call = api.GET('/doctors');
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Token expired' });
    expect(storage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('lets a custom onUnauthorized replace the default', async () => {
    server.use(http.get(`${BASE}/doctors`, () => new HttpResponse(null, { status: 401 })));
    const onUnauthorized = vi.fn();
    const { api, storage, navigate } = setup({ onUnauthorized });
    await expect(api.GET('/doctors')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getItem(SESSION_KEYS.token)).toBe('token-123');
  });

  it('keeps a guest on the page when sign-in answers 401 (wrong credentials)', async () => {
    server.use(
      http.post(`${BASE}/users/login`, () => HttpResponse.json({ message: 'Invalid Credentials' }, { status: 401 })),
    );
    const { api, navigate } = setup({}, null);
    await expect(api.POST('/users/login', { body: { email: 'a@b.ae', password: 'x' } })).rejects.toThrow(
      'Invalid Credentials',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("rejects with the server's message and status", async () => {
    server.use(
      http.post(`${BASE}/doctors`, () => HttpResponse.json({ message: 'Email already exists' }, { status: 409 })),
    );
    const { api } = setup();
    const error = await api
      .POST('/doctors', {
        body: {
          firstName: 'Ahmed',
          lastName: 'Al Mansoori',
          email: 'ahmed@marinacare.ae',
          mobile: '+971-50 318 2204',
          experience: '14',
          gender: 'gender-male',
          country: 'country-ae',
          language: 'lang-ar',
          specialityId: ['spec-cardiology'],
        },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Email already exists',
      body: { message: 'Email already exists' },
    });
  });

  it('decrypts an enveloped error before reading its message', async () => {
    server.use(
      http.put(`${BASE}/users/forget-password`, ({ request }) =>
        HttpResponse.json(
          keyServer.seal({ message: 'No user with this email' }, request.headers.get(ENVELOPE_KEY_HEADER) ?? ''),
          {
            status: 404,
          },
        ),
      ),
    );
    await expect(setup().api.PUT('/users/forget-password', { body: { email: 'x@y.ae' } })).rejects.toMatchObject({
      status: 404,
      message: 'No user with this email',
    });
  });

  it('gives a default message when the error body has none', async () => {
    server.use(http.get(`${BASE}/hospitals`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(setup().api.GET('/hospitals')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('turns a network failure into ApiError with status 0', async () => {
    server.use(http.get(`${BASE}/hospitals`, () => HttpResponse.error()));
    await expect(setup().api.GET('/hospitals')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Network Error',
    });
  });

  it('refuses an enveloped answer that does not decrypt', async () => {
    const stranger = createEnvelopeServer(generateKeyPair());
    server.use(
      http.post(`${BASE}/hospitals/filter`, ({ request }) =>
        HttpResponse.json(stranger.seal({ data: [] }, request.headers.get(ENVELOPE_KEY_HEADER) ?? '')),
      ),
    );
    await expect(setup().api.POST('/hospitals/filter', { body: {} })).rejects.toThrow('Invalid encrypted payload');
  });

  it('sends plain JSON when the envelope is turned off', async () => {
    const seen = capture();
    server.use(
      http.post(`${BASE}/hospitals/filter`, ({ request }) => {
        seen.keep(request);
        return HttpResponse.json({ data: [] });
      }),
    );
    await setup({ envelope: false }).api.POST('/hospitals/filter', { body: { hospitalTypes: ['CLINIC'] } });
    expect(await seen.requests[0]?.json()).toEqual({ hospitalTypes: ['CLINIC'] });
  });
});
