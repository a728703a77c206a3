import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';

// Requests through a real HTTP server, as `npm start` serves the API (Hono's node
// server with overrideGlobalObjects: false), not through app.request: bodies
// arrive as streams there, with or without a length.
let stop: () => Promise<void>;
let port: number;
let http: ServerType;

beforeAll(async () => {
  const server = await startTestServer();
  http = serve({ fetch: server.app.fetch, port: 0, overrideGlobalObjects: false });
  await new Promise<void>((resolve) => http.once('listening', resolve));
  port = (http.address() as AddressInfo).port;
  stop = async () => {
    await new Promise<void>((resolve) => {
      http.close(() => {
        resolve();
      });
    });
    await server.close();
  };
});
afterAll(() => stop());

/** Sends a raw request; `chunks` go out with chunked transfer encoding (no length). */
function send(method: string, path: string, chunks: string[] = [], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: { message?: string } }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as { message?: string } });
      });
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('the API behind a real HTTP server', () => {
  it('answers a DELETE without a body (as browsers send it) with the policy, not a 500', async () => {
    const answer = await send('DELETE', '/api/receptionists/abc', [], { 'transfer-encoding': 'chunked' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBeTruthy();
  });

  it('reads a chunked JSON body without a length', async () => {
    const answer = await send('POST', '/api/users/login', ['{"email":"nobody@demo.ae",', '"password":"Wrong@12345"}'], {
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBeTruthy();
  });

  it('refuses a chunked body over the limit with 413 and a message', async () => {
    const megabyte = 'x'.repeat(1024 * 1024);
    const answer = await send(
      'POST',
      '/api/users/login',
      Array.from({ length: 22 }, () => megabyte),
      {
        'content-type': 'application/json',
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request is too large');
  });

  it('answers the next request on a keep-alive connection after refusing a large body it did not read', async () => {
    // undici's fetch (Node's global fetch) over keep-alive, as the audit of #17 called. A guest's
    // PUT is refused (401) before its 1.4 MB body is read; the client reuses the connection for
    // the next request, which the server used to drop ("other side closed") half a second later
    // (body-limit.ts says why).
    const base = `http://127.0.0.1:${port}/api`;
    const body = JSON.stringify({ height: 1, weight: 'x'.repeat(1_400_000) });
    for (let i = 0; i < 2; i++) {
      const refused = await fetch(`${base}/nurseReports/65f1c0a2b3d4e5f601234567`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message?: string }).message).toBeTruthy();
      const next = await fetch(`${base}/nurseReports/65f1c0a2b3d4e5f601234567`, { method: 'GET' });
      expect(next.status).toBe(401);
      expect(((await next.json()) as { message?: string }).message).toBeTruthy();
    }
  });
});
