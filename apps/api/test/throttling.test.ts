import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';
import { createTenant, PASSWORD } from './tenants';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
/** The server's clock: the tests move it on instead of waiting out a block. */
let now = new Date('2026-03-01T08:00:00Z');

const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  server.app.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = (email: string, password: string, headers?: Record<string, string>) =>
  post('/users/login', { email, password }, headers);
const message = async (response: Response) => ((await response.json()) as { message: string }).message;
const minutes = (n: number) => {
  now = new Date(now.getTime() + n * 60_000);
};

beforeAll(async () => {
  server = await startTestServer(() => now);
  await createTenant(server, 'a');
  await createTenant(server, 'b');
});
afterAll(async () => {
  await server.close();
});

describe('sign-in throttling', () => {
  it('answers 429 with a message and Retry-After after repeated wrong passwords, for that account only', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 30; i += 1) {
      const response = await login('Patient-A@demo.test', `Wrong@${i}xyz`);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
      else await response.body?.cancel();
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    if (!refused) throw new Error('no 429 among 30 wrong passwords');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await message(refused)).toBe('Too many attempts. Try again in 1 minute.');

    // Another account signs in from the same address meanwhile.
    expect((await login('doctor-a@demo.test', PASSWORD)).status).toBe(200);
    // The right password is refused during the block too …
    const blocked = await login('patient-a@demo.test', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // … and works once it has passed, clearing the count.
    minutes(1);
    expect((await login('patient-a@demo.test', PASSWORD)).status).toBe(200);
    expect((await login('patient-a@demo.test', 'Wrong@1xyz')).status).toBe(401);
  });

  it('grows the delay while failures go on, and forgets them after the window', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('patient-b@demo.test', 'Wrong@1xyz')).status).toBe(401);
    minutes(1);
    expect((await login('patient-b@demo.test', 'Wrong@1xyz')).status).toBe(401);
    const second = await login('patient-b@demo.test', PASSWORD);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('120');
    expect(await message(second)).toBe('Too many attempts. Try again in 2 minutes.');
    // Never a lasting lock: 15 minutes after the last block ended, the account starts afresh.
    minutes(2 + 15);
    for (let i = 0; i < 5; i += 1) expect((await login('patient-b@demo.test', 'Wrong@1xyz')).status).toBe(401);
    minutes(1);
    expect((await login('patient-b@demo.test', PASSWORD)).status).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    const { config } = server.services;
    const saved = { trustedProxies: config.trustedProxies, rule: config.throttle.signInAddress };
    config.trustedProxies = 1;
    config.throttle.signInAddress = { ...saved.rule, free: 3 };
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (const who of ['nurse-a', 'nurse-b', 'receptionist-a'])
        expect((await login(`${who}@demo.test`, 'Wrong@1xyz', from('203.0.113.7'))).status).toBe(401);
      expect((await login('laboratory-a@demo.test', 'Wrong@1xyz', from('203.0.113.7'))).status).toBe(429);
      expect((await login('patient-a@demo.test', PASSWORD, from('198.51.100.2'))).status).toBe(200);
    } finally {
      config.trustedProxies = saved.trustedProxies;
      config.throttle.signInAddress = saved.rule;
    }
  });
});

describe('throttling of mail and code checks', () => {
  it('limits forgot-password per account', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await post('/users/forget-password', { email: 'doctor-b@demo.test' }, {}, 'PUT')).status).toBe(200);
    const refused = await post('/users/forget-password', { email: 'DOCTOR-B@demo.test' }, {}, 'PUT');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await message(refused)).toMatch(/^Too many attempts\. Try again in 1 minute\.$/);
  });

  it('limits wrong confirmation codes per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await post('/users/verify-email', { code: `not-a-code-${i}` }, {}, 'PUT');
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
