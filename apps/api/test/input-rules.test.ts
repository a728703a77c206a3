import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../src/db/schema';
import { answerClientErrors } from '../src/http/client-errors';
import { hospitalForm, patientForm, pdfBytes } from './fixtures';
import { staffClient, type TestServer } from './staff-client';
import { createTenant, type Tenant } from './tenants';
import { startTestServer } from './test-server';

// Issue #17, item 7: every input is answered in 4xx with a message, never a 500
// or an empty body.
let server: TestServer;
let api: ReturnType<typeof staffClient>;
let tenant: Tenant;
let http: ServerType;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  tenant = await createTenant(server, 'rules');
  http = serve({ fetch: server.app.fetch, port: 0, overrideGlobalObjects: false });
  answerClientErrors(http);
  await new Promise<void>((resolve) => http.once('listening', resolve));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    http.close(() => {
      resolve();
    });
  });
  await server.close();
});

const hospitalGet = (path: string) =>
  api.call(path, { headers: { authorization: `Bearer ${tenant.tokens.HOSPITAL}` } });
const postForm = (path: string, form: FormData) => api.call(path, { method: 'POST', body: form });
const storedFiles = async () => (await server.services.database.db.select({ n: count() }).from(files))[0]?.n ?? 0;
const accountOf = async (email: string) =>
  server.services.database.db.select().from(users).where(eq(users.email, email));

describe('a NUL character (U+0000) is refused with a 400 naming the field', () => {
  it('in a JSON body', async () => {
    await api.refused(
      await api.send('POST', '/doctors/filter', undefined, { text: 'a\u0000b' }),
      400,
      'text must not contain a NUL character',
    );
  });

  it('in a query', async () => {
    await api.refused(await hospitalGet('/promos?page=0&name=a%00b'), 400, 'name must not contain a NUL character');
  });

  it('in a multipart text field, storing nothing', async () => {
    const before = await storedFiles();
    await api.refused(
      await postForm('/hospitals', hospitalForm({ name: 'Al\u0000Noor', email: 'nul@alnoor.ae' })),
      400,
      'name must not contain a NUL character',
    );
    expect(await storedFiles()).toBe(before);
    expect(await accountOf('nul@alnoor.ae')).toEqual([]);
  });
});

describe('page numbers are bounded', () => {
  it('refuses a page beyond 100000 with a message, however big', async () => {
    await api.refused(await hospitalGet('/promos?page=99999999999999999999'), 400, 'page must be at most 100000');
    await api.refused(await hospitalGet('/promos?page=100001'), 400, 'page must be at most 100000');
    expect((await hospitalGet('/promos?page=100000')).status).toBe(200);
  });
});

describe('requests Node refuses before the app', () => {
  it('answers a 100 KB query value with a JSON message', async () => {
    const answer = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'GET', path: `/api/lookups/countries?q=${'a'.repeat(100 * 1024)}` },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ message: 'The request address or its headers are too long' });
  });
});

describe('uploads have limits of their own', () => {
  it('refuses a 12 MB trade licence with a 413 and stores nothing', async () => {
    const before = await storedFiles();
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set(pdfBytes);
    const form = hospitalForm({
      email: 'big@alnoor.ae',
      tradeLicenseFile: new File([big], 'licence.pdf', { type: 'application/pdf' }),
    });
    await api.refused(await postForm('/hospitals', form), 413, 'Max size should be 10 MB');
    expect(await storedFiles()).toBe(before);
    expect(await accountOf('big@alnoor.ae')).toEqual([]);
  });
});

describe('passwords are 8+ characters and not a common one', () => {
  const weak = ['12345678', 'password', 'aaaaaaaa', '        ', 'Password1', '87654321', 'qwerty123'];

  it.each(weak)('refuses %j at registration', async (password) => {
    const email = `weak${weak.indexOf(password)}@example.ae`;
    await api.refused(
      await postForm('/patients', patientForm({ email, password, confirmPassword: password })),
      400,
      'password is too common or too easy to guess. Please choose another',
    );
    expect(await accountOf(email)).toEqual([]);
  });

  it('refuses one when a password is reset', async () => {
    await api.refused(
      await api.send('PUT', '/users/reset-password', undefined, { resetLink: 'x'.repeat(20), newPass: 'password' }),
      400,
      'newPass is too common or too easy to guess. Please choose another',
    );
  });

  it('accepts a less predictable one', async () => {
    const response = await postForm('/patients', patientForm({ email: 'fine@example.ae' }));
    expect(response.status).toBe(201);
  });
});
