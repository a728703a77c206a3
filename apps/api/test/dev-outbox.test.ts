import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';
import type { TestServer } from './staff-client';
import { devOutbox } from '../src/http/dev-outbox';

// The development outbox holds password-reset links: only the person at the
// machine may read it (#17).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The bindings @hono/node-server gives a request: the socket it came on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function refusedJson(response: Response) {
  expect([403, 404]).toContain(response.status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
}

describe('/dev/outbox', () => {
  it('answers a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await server.app.request('/dev/outbox', {}, from(address));
      expect(response.status, address).toBe(200);
      expect(await response.text()).toContain('<h1>Outbox</h1>');
    }
  });

  it('refuses a request that came through a proxy', async () => {
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }];
    for (const header of proxied) {
      await refusedJson(await server.app.request('/dev/outbox', { headers: header }, from('127.0.0.1')));
    }
  });

  it('refuses a client on another machine, or one whose address is unknown', async () => {
    await refusedJson(await server.app.request('/dev/outbox', {}, from('203.0.113.9')));
    await refusedJson(await server.app.request('/dev/outbox', {}, from('192.168.1.20')));
    await refusedJson(await server.app.request('/dev/outbox'));
  });

  it('is closed when SMTP_URL is set or in production', async () => {
    for (const config of [
      { ...server.services.config, smtpUrl: 'smtp://mail.example:587' },
      { ...server.services.config, production: true },
    ]) {
      const app = devOutbox({ ...server.services, config });
      await refusedJson(await app.request('/', {}, from('127.0.0.1')));
    }
  });
});
