import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: string, contentType = 'application/json') =>
  server.app.request(`/api${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

async function expectMessage(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('requests are checked against the contract before any handler', () => {
  it('an unknown path is a 404 and a wrong method a 405, with a message', async () => {
    await expectMessage(await server.app.request('/api/nothing/here'), 404, /No such API call/);
    await expectMessage(await server.app.request('/api/users/login', { method: 'PATCH' }), 405, /PATCH is not allowed/);
  });

  it('names the field that is wrong', async () => {
    await expectMessage(await post('/users/login', JSON.stringify({ password: 'x' })), 400, 'email is required');
    await expectMessage(
      await post('/users/login', JSON.stringify({ email: 'not-an-email', password: 'x' })),
      400,
      'email must be a valid email',
    );
    await expectMessage(
      await post('/users/login', JSON.stringify({ email: 'a@b.ae', password: '' })),
      400,
      'password is required',
    );
    await expectMessage(
      await post('/users/login', JSON.stringify({ email: 'a@b.ae', password: 'x', role: 'ADMIN' })),
      400,
      'role is not an accepted field',
    );
    await expectMessage(
      await post('/users/login', JSON.stringify({ email: 5, password: 'x' })),
      400,
      'email must be string',
    );
  });

  it('refuses bodies it cannot read without a 500', async () => {
    await expectMessage(await post('/users/login', '{"email":'), 400, 'The request body is not valid JSON');
    await expectMessage(await post('/users/login', '[1,2]'), 400, 'body must be object');
    await expectMessage(await post('/users/login', ''), 400, 'body is required');
    await expectMessage(
      await post('/users/login', 'email=a', 'text/plain'),
      415,
      'Content-Type must be application/json',
    );
    await expectMessage(
      await post('/hospitals', 'garbage', 'multipart/form-data; boundary=x'),
      400,
      /multipart|required/,
    );
  });

  it('checks path and header parameters', async () => {
    const admin = await server.app.request('/api/users/has%20space', { headers: {} });
    expect(admin.status).toBe(401); // the policy runs first for signed-in calls
    await expectMessage(
      await server.app.request('/api/users/resend-verification/not-an-email'),
      400,
      'email must be a valid email',
    );
    const badZone = await server.app.request('/api/lookups/countries', { headers: { timezone: '../../etc' } });
    await expectMessage(badZone, 400, 'timezone is not in the expected format');
  });

  it('rejects a forged or expired token on a signed-in call with 401', async () => {
    await expectMessage(
      await server.app.request('/api/users/abc', { headers: { authorization: 'Bearer not.a.token' } }),
      401,
      'Your session has expired. Please sign in again',
    );
  });
});
