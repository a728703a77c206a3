import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient, type TestServer } from './staff-client';
import { createTenant, PASSWORD } from './tenants';
import { lastLinkToken, startTestServer } from './test-server';

// Sessions end (#17): a token stops working (401) once its holder signs out
// with it, changes or resets the password, or once the account is deleted.

let server: TestServer;
let api: ReturnType<typeof staffClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
});
afterAll(async () => {
  await server.close();
});

const ENDED = /sign in again/;

describe('sessions end', () => {
  it('when the holder changes the password', async () => {
    const t = await createTenant(server, 'sess-change');
    const old = t.tokens.RECEPTIONIST;
    expect((await api.send('GET', '/patients', old)).status).toBe(200);
    const body = { password: 'Changed@2024', confirmPassword: 'Changed@2024' };
    expect((await api.send('PUT', `/receptionists/${t.receptionistId}`, old, body)).status).toBe(200);
    await api.refused(await api.send('GET', '/patients', old), 401, ENDED);
    const fresh = await api.conforming<{ token: string }>(
      await api.login('receptionist-sess-change@demo.test', 'Changed@2024'),
      'loginUser',
    );
    expect((await api.send('GET', '/patients', fresh.token)).status).toBe(200);
  });

  it("when the holder signs out: that token only, the account's other sessions go on", async () => {
    const t = await createTenant(server, 'sess-logout');
    const email = 'receptionist-sess-logout@demo.test';
    const first = await api.conforming<{ token: string }>(await api.login(email, PASSWORD), 'loginUser');
    const second = await api.conforming<{ token: string }>(await api.login(email, PASSWORD), 'loginUser');
    expect(first.token).not.toBe(second.token);
    const out = await api.send('POST', '/users/logout', first.token);
    expect(await api.conforming<{ message: string }>(out, 'logoutUser')).toEqual({ message: 'Signed out' });
    await api.refused(await api.send('GET', '/patients', first.token), 401, ENDED);
    await api.refused(await api.send('POST', '/users/logout', first.token), 401, ENDED);
    expect((await api.send('GET', '/patients', second.token)).status).toBe(200);
    expect((await api.send('GET', '/patients', t.tokens.RECEPTIONIST)).status).toBe(200);
    // Without a token there is nothing to sign out.
    await api.refused(await api.send('POST', '/users/logout'), 401);
  });

  it('when the password is reset through the mailed link', async () => {
    const t = await createTenant(server, 'sess-reset');
    const old = t.tokens.RECEPTIONIST;
    const email = 'receptionist-sess-reset@demo.test';
    expect((await api.send('PUT', '/users/forget-password', undefined, { email })).status).toBe(200);
    const resetLink = lastLinkToken(server.mails, email, 'reset-password');
    expect(
      (await api.send('PUT', '/users/reset-password', undefined, { resetLink, newPass: 'Reset@2024' })).status,
    ).toBe(200);
    await api.refused(await api.send('GET', '/patients', old), 401, ENDED);
    expect((await api.login(email, 'Reset@2024')).status).toBe(200);
    expect((await api.login(email, PASSWORD)).status).toBe(401);
  });

  it('when the hospital deletes its receptionist or doctor', async () => {
    const t = await createTenant(server, 'sess-delete');
    expect((await api.send('GET', '/patients', t.tokens.RECEPTIONIST)).status).toBe(200);
    expect((await api.send('GET', '/promos', t.tokens.RECEPTIONIST)).status).toBe(200);
    expect((await api.send('DELETE', `/receptionists/${t.receptionistId}`, t.tokens.HOSPITAL)).status).toBe(200);
    await api.refused(await api.send('GET', '/patients', t.tokens.RECEPTIONIST), 401, ENDED);
    await api.refused(await api.send('GET', '/promos', t.tokens.RECEPTIONIST), 401, ENDED);

    expect((await api.send('GET', '/patients', t.tokens.DOCTOR)).status).toBe(200);
    expect((await api.send('DELETE', `/doctors/${t.doctorId}`, t.tokens.HOSPITAL)).status).toBe(200);
    await api.refused(await api.send('GET', '/patients', t.tokens.DOCTOR), 401, ENDED);
    // The hospital's own session is untouched.
    expect((await api.send('GET', '/patients', t.tokens.HOSPITAL)).status).toBe(200);
  });

  it('forgot-password answers an unknown e-mail exactly as a known one', async () => {
    await createTenant(server, 'sess-forgot');
    const ask = async (email: string) => {
      const response = await api.send('PUT', '/users/forget-password', undefined, { email });
      return { status: response.status, body: await response.text() };
    };
    const known = await ask('receptionist-sess-forgot@demo.test');
    const unknown = await ask('nobody-sess-forgot@demo.test');
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
  });
});
