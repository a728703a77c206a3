import { MutationObserver, type MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error';
import { createApiClient } from '../../client/create-api-client';
import { fixtures } from '../../mocks/fixtures';
import { createHandlers, mockError, readMockJson } from '../../mocks/handlers';
import { createMemoryStorage, createSession, SESSION_KEYS } from '../../session';
import { authErrorMessage, authMutations, LOGIN_FAILED_MESSAGE, loginErrorMessage } from './auth';

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

function setup() {
  const storage = createMemoryStorage();
  const api = createApiClient({ baseUrl: BASE, session: createSession(storage) });
  return { api, storage, queryClient: new QueryClient() };
}

/** Runs a mutation as the hooks do (TanStack's observer), with the answers of the mocks. */
function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables>,
  variables: TVariables,
) {
  return new MutationObserver<TData, Error, TVariables>(queryClient, options).mutate(variables);
}

/** Captures the decrypted JSON body of the one request a path receives. */
function captureBody(method: 'put' | 'post', path: string, answer: JsonBodyType = { message: 'ok' }) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      bodies.push(await readMockJson(request));
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

describe('loginErrorMessage (spec 000 §8)', () => {
  it("shows the server's message, else its error, else Invalid Credentials", () => {
    expect(loginErrorMessage(new ApiError(403, 'x', { body: { message: 'Please confirm your email' } }))).toBe(
      'Please confirm your email',
    );
    expect(loginErrorMessage(new ApiError(400, 'x', { body: { error: 'Wrong password' } }))).toBe('Wrong password');
    expect(loginErrorMessage(new ApiError(401, 'Request failed with status code 401'))).toBe(LOGIN_FAILED_MESSAGE);
    expect(loginErrorMessage(new ApiError(401, 'x', { body: { message: '  ' } }))).toBe('Invalid Credentials');
    expect(loginErrorMessage(new ApiError(0, 'Network Error'))).toBe('Invalid Credentials');
    expect(loginErrorMessage(new Error('boom'))).toBe('Invalid Credentials');
  });
});

describe('authErrorMessage', () => {
  it("is the server's message carried by ApiError", () => {
    expect(authErrorMessage(new ApiError(400, 'This reset link is invalid or has expired'))).toBe(
      'This reset link is invalid or has expired',
    );
    expect(authErrorMessage('nothing')).toBe('Network Error');
  });
});

describe('auth mutations', () => {
  it('signs in and stores token, user, role, referenceId and PCRDPI', async () => {
    const { api, storage, queryClient } = setup();
    server.use(http.post(`${BASE}/users/login`, () => HttpResponse.json(fixtures.LoginResult)));
    const user = await run(queryClient, authMutations.login(api), {
      email: 'mariam.alkaabi@example.ae',
      password: 'Aafiya#2026',
    });
    expect(user).toEqual(fixtures.LoginResult.user);
    expect(storage.getItem(SESSION_KEYS.token)).toBe(fixtures.LoginResult.token);
    expect(storage.getItem(SESSION_KEYS.role)).toBe('PATIENT');
    expect(storage.getItem(SESSION_KEYS.referenceId)).toBe(fixtures.LoginResult.user.referenceId);
    expect(api.session.getUser()?._id).toBe(user._id);
  });

  it('keeps the PCRDPI flag of a hospital sign-in', async () => {
    const { api, queryClient } = setup();
    server.use(
      http.post(`${BASE}/users/login`, () =>
        HttpResponse.json({
          ...fixtures.LoginResult,
          user: { ...fixtures.User, role: 'HOSPITAL' },
          hospital: { PCRDPI: true },
        }),
      ),
    );
    await run(queryClient, authMutations.login(api), { email: 'contact@marinacare.ae', password: 'x' });
    expect(api.session.getPcrdpi()).toBe(true);
    expect(api.session.getRole()).toBe('HOSPITAL');
  });

  it('sends the credentials, enveloped, and stores nothing on a 401', async () => {
    const { api, storage, queryClient } = setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/users/login`, async ({ request }) => {
        bodies.push(await readMockJson(request));
        return HttpResponse.json({ message: 'Invalid Credentials' }, { status: 401 });
      }),
    );
    const failure = run(queryClient, authMutations.login(api), { email: 'a@b.ae', password: 'wrong' });
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid Credentials' });
    expect(bodies).toEqual([{ email: 'a@b.ae', password: 'wrong' }]);
    expect(storage.length).toBe(0);
  });

  it('a 401 without a message reads Invalid Credentials', async () => {
    const { api, queryClient } = setup();
    server.use(mockError('post', '/users/login', 401, undefined, { baseUrl: BASE }));
    const error = await run(queryClient, authMutations.login(api), { email: 'a@b.ae', password: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(loginErrorMessage(error)).toBe('Invalid Credentials');
  });

  it('asks for a reset link with the email', async () => {
    const { api, queryClient } = setup();
    const bodies = captureBody('put', '/users/forget-password', { message: 'Sent' });
    await expect(run(queryClient, authMutations.forgetPassword(api), 'mariam@example.ae')).resolves.toBe('Sent');
    expect(bodies).toEqual([{ email: 'mariam@example.ae' }]);
  });

  it('resets the password with newPass and resetLink', async () => {
    const { api, queryClient } = setup();
    const bodies = captureBody('put', '/users/reset-password');
    await run(queryClient, authMutations.resetPassword(api), { newPass: 'N3w-Secret!', resetLink: 'tok-123' });
    expect(bodies).toEqual([{ newPass: 'N3w-Secret!', resetLink: 'tok-123' }]);
  });

  it("rejects a used reset token with the server's message (enveloped, as the server answers)", async () => {
    const { api, queryClient } = setup();
    server.use(
      mockError(
        'put',
        '/users/reset-password',
        400,
        { message: 'This reset link is invalid or has expired' },
        { baseUrl: BASE },
      ),
    );
    const error = await run(queryClient, authMutations.resetPassword(api), {
      newPass: 'N3w-Secret!',
      resetLink: 'used',
    }).catch((caught: unknown) => caught);
    expect(authErrorMessage(error)).toBe('This reset link is invalid or has expired');
  });

  it('confirms an email with the link token as the code', async () => {
    const { api, queryClient } = setup();
    const bodies = captureBody('put', '/users/verify-email', { message: 'Email confirmed' });
    await expect(run(queryClient, authMutations.verifyEmail(api), { code: 'tok-456' })).resolves.toBe(
      'Email confirmed',
    );
    expect(bodies).toEqual([{ code: 'tok-456' }]);
  });

  it('resends the confirmation email to the address in the path', async () => {
    const { api, queryClient } = setup();
    const urls: string[] = [];
    server.use(
      http.get(`${BASE}/users/resend-verification/:email`, ({ request }) => {
        urls.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'Verification email sent' });
      }),
    );
    await expect(run(queryClient, authMutations.resendVerification(api), 'mariam@example.ae')).resolves.toBe(
      'Verification email sent',
    );
    expect(urls).toEqual(['/api/users/resend-verification/mariam%40example.ae']);
  });

  it('answer with the default mocks too', async () => {
    const { api, queryClient } = setup();
    await expect(run(queryClient, authMutations.forgetPassword(api), 'x@y.ae')).resolves.toBe(
      fixtures.SuccessMessage.message,
    );
    await expect(run(queryClient, authMutations.login(api), { email: 'x@y.ae', password: 'x' })).resolves.toEqual(
      fixtures.LoginResult.user,
    );
  });
});
