import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../src/db/schema';
import { newId } from '../src/ids';
import { createTenant, type Tenant } from './tenants';
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

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'cache');
});
afterAll(() => server.close());

const directory = async (query = '', headers: Record<string, string> = {}) => {
  const answer = await server.app.request(`/api/doctors/all${query}`, { headers });
  expect(answer.status).toBe(200);
  return answer;
};
const firstNameOf = async (id: string) =>
  ((await (await directory()).json()) as Directory).data.doctors.find((d) => d._id === id)?.firstName;
const rename = (name: string) =>
  server.services.database.db.update(providers).set({ firstName: name }).where(eq(providers.id, tenant.doctorId));

// Issue #18, item 3: public lists are kept until their data changes (x-cache in the
// contract; data_versions, migration 0013, bumped by triggers on the tables they read).
describe('the public doctor directory, cached until its data changes', () => {
  it('answers from the kept answer while the data has not changed, and afresh once it has', async () => {
    await rename('Amal');
    expect(await firstNameOf(tenant.doctorId)).toBe('Amal');
    // With the trigger off, a change does not move the version: the kept answer is served.
    await server.services.database.query('ALTER TABLE providers DISABLE TRIGGER providers_directory');
    await rename('Basma');
    expect(await firstNameOf(tenant.doctorId)).toBe('Amal');
    await server.services.database.query('ALTER TABLE providers ENABLE TRIGGER providers_directory');
    // Any change through the tables the answer reads (here the doctor's own row) moves it.
    await rename('Dana');
    expect(await firstNameOf(tenant.doctorId)).toBe('Dana');
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
