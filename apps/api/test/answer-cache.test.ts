import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../src/db/schema';
import { newId } from '../src/ids';
import { createTenant, PASSWORD, type Tenant } from './tenants';
import { startTestServer } from './test-server';

type Directory = {
  data: {
    doctors: { _id: string; firstName: string }[];
    pageNumber?: number;
    numberOfPages?: number;
    totalItems?: number;
  };
};

let server: Awaited<ReturnType<typeof startTestServer>>;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'cache');
  other = await createTenant(server, 'cache-other');
});
afterAll(() => server.close());

const directory = async (query = '', headers: Record<string, string> = {}) => {
  const answer = await server.app.request(`/api/doctors/all${query}`, { headers });
  expect(answer.status).toBe(200);
  return answer;
};
const firstNameOf = async (id: string) =>
  ((await (await directory()).json()) as Directory).data.doctors.find((d) => d._id === id)?.firstName;
const rename = async (name: string) => {
  await server.services.database.db.update(providers).set({ firstName: name }).where(eq(providers.id, tenant.doctorId));
  await settled();
};

const hitOrMiss = (answer: Response) => answer.headers.get('x-cache');

/**
 * Waits until every change committed so far has been heard. On PostgreSQL
 * notifications arrive a moment after the commit (PGlite's before the query
 * returns): a kept answer made meanwhile is of a version about to move.
 */
async function settled() {
  const mark = `settled-${Math.random()}`;
  const heard = server.services.versions.heard(mark);
  await server.services.database.query(`select pg_notify('aafiya_data', $1)`, [mark]);
  await heard;
}

/** SQL from outside this server's own queries: another connection on PostgreSQL (another process, say). */
async function writeElsewhere(text: string, params: unknown[]): Promise<void> {
  if (!server.databaseUrl) {
    await server.services.database.query(text, params);
    return;
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

// Issue #18, item 3: lists are kept until their data changes (x-cache in the contract;
// triggers announce changes, migration 0015; db/data-versions.ts hears them).
describe('the public doctor directory, kept until its data changes', () => {
  it('answers from the kept answer while the data has not changed, and afresh once it has', async () => {
    await rename('Amal');
    const first = await directory();
    expect(hitOrMiss(first)).toBe('miss');
    const second = await directory();
    expect(hitOrMiss(second)).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(await firstNameOf(tenant.doctorId)).toBe('Amal');
    // Any change through the tables the answer reads (here the doctor's own row) moves it.
    await rename('Dana');
    const third = await directory();
    expect(hitOrMiss(third)).toBe('miss');
    expect(await firstNameOf(tenant.doctorId)).toBe('Dana');
  });

  it('hears a change this server did not make (on PostgreSQL, from another connection)', async () => {
    await settled();
    await directory();
    expect(hitOrMiss(await directory())).toBe('hit');
    await writeElsewhere('update providers set first_name = $1 where id = $2', ['Hala', tenant.doctorId]);
    await expect.poll(() => firstNameOf(tenant.doctorId), { timeout: 3000, interval: 20 }).toBe('Hala');
  });

  it('keeps pages apart and reports the paging fields with `page`', async () => {
    const all = (await (await directory()).json()) as Directory;
    expect(all.data.pageNumber).toBeUndefined();
    const page = (await (await directory('?page=0')).json()) as Directory;
    expect(page.data).toMatchObject({ pageNumber: 0, numberOfPages: 1, totalItems: all.data.doctors.length });
    expect(page.data.doctors.map((d) => d._id)).toEqual(all.data.doctors.slice(0, 12).map((d) => d._id));
    const beyond = (await (await directory('?page=3')).json()) as Directory;
    expect(beyond.data).toMatchObject({ pageNumber: 3, doctors: [] });
  });

  it('sends the kept answer compressed to a client that accepts it, the same as plain', async () => {
    // Enough doctors for an answer over the 1 KB threshold.
    await server.services.database.db.insert(providers).values(
      Array.from({ length: 8 }, (_, i) => ({
        id: newId(),
        kind: 'DOCTOR' as const,
        hospitalId: tenant.hospitalId,
        firstName: `Doctor ${i}`,
        lastName: 'Al Mansoori',
        email: `doctor-${i}@cache.test`,
      })),
    );
    const plain = await directory();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const packed = await directory('', { 'accept-encoding': 'br' });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await packed.arrayBuffer())).toString('utf8')).toBe(text);
  });

  it('still validates the query before answering from the cache', async () => {
    const answer = await server.app.request('/api/doctors/all?page=-1');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/page/);
  });
});

type Page = { doctors: { _id: string; firstName: string }[] };

const asCaller = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
});
const doctorsOf = (token: string) => server.app.request('/api/doctors?page=0', asCaller(token));
const monthOf = (token: string, doctorId: string, body: object) =>
  server.app.request(
    `/api/slots/all/doctor/${doctorId}`,
    asCaller(token, { method: 'POST', body: JSON.stringify(body) }),
  );
const month = { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' };

describe('signed-in lists, kept per caller until the data changes', () => {
  it("keeps each hospital's list apart and moves it when a doctor changes", async () => {
    await settled();
    const hospitalA = tenant.tokens.HOSPITAL;
    const hospitalB = other.tokens.HOSPITAL;
    expect(hitOrMiss(await doctorsOf(hospitalA))).toBe('miss');
    const kept = await doctorsOf(hospitalA);
    expect(hitOrMiss(kept)).toBe('hit');
    expect(((await kept.json()) as Page).doctors.map((d) => d._id)).toContain(tenant.doctorId);
    // Another hospital's first call is its own: never the kept answer of hospital A.
    const theirs = await doctorsOf(hospitalB);
    expect(hitOrMiss(theirs)).toBe('miss');
    const theirIds = ((await theirs.json()) as Page).doctors.map((d) => d._id);
    expect(theirIds).toContain(other.doctorId);
    expect(theirIds).not.toContain(tenant.doctorId);

    await rename('Rana');
    const fresh = await doctorsOf(hospitalA);
    expect(hitOrMiss(fresh)).toBe('miss');
    expect(((await fresh.json()) as Page).doctors.find((d) => d._id === tenant.doctorId)?.firstName).toBe('Rana');
  });

  it('keeps a month of slots per body, and still refuses a caller the policy refuses', async () => {
    await settled();
    const hospitalA = tenant.tokens.HOSPITAL;
    expect(hitOrMiss(await monthOf(hospitalA, tenant.doctorId, month))).toBe('miss');
    expect(hitOrMiss(await monthOf(hospitalA, tenant.doctorId, month))).toBe('hit');
    const nextMonth = { from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' };
    expect(hitOrMiss(await monthOf(hospitalA, tenant.doctorId, nextMonth))).toBe('miss');
    // The same bytes as another type are refused as before, not answered from what was kept.
    const asText = await server.app.request(`/api/slots/all/doctor/${tenant.doctorId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hospitalA}`, 'content-type': 'text/plain' },
      body: JSON.stringify(month),
    });
    expect(asText.status).toBe(415);
    // Hospital B asking for the same month of hospital A's doctor: the policy answers, not the kept answer.
    const refused = await monthOf(other.tokens.HOSPITAL, tenant.doctorId, month);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBeTruthy();
  });

  it('ends a kept session at once when it signs out', async () => {
    const [receptionist] = await server.services.database.query<{ email: string }>(
      'select email from users where id = $1',
      [tenant.userIds.RECEPTIONIST],
    );
    const signIn = await server.app.request('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: receptionist?.email, password: PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    expect((await doctorsOf(token)).status).toBe(200);
    expect((await doctorsOf(token)).status).toBe(200);
    expect((await server.app.request('/api/users/logout', asCaller(token, { method: 'POST' }))).status).toBeLessThan(
      300,
    );
    const after = await doctorsOf(token);
    expect(after.status).toBe(401);
  });
});
