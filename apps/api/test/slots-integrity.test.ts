import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../src/http/errors';
import { slots } from '../src/db/schema';
import { newId } from '../src/ids';
import { createTenant, type Tenant } from './tenants';
import { startTestServer } from './test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let tenant: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'slots');
});
afterAll(async () => {
  await server.close();
});

describe('slot integrity lives in the database', () => {
  it('refuses a slot that overlaps another slot of the same provider, with a 409 message', async () => {
    const db = server.services.database.db;
    const [existing] = await db.select().from(slots);
    if (!existing) throw new Error('tenant has a slot');
    const overlapping = db.insert(slots).values({
      id: newId(),
      providerId: existing.providerId,
      hospitalId: existing.hospitalId,
      startAt: new Date(existing.startAt.getTime() + 15 * 60 * 1000),
      endAt: new Date(existing.endAt.getTime() + 15 * 60 * 1000),
    });
    const error = await overlapping.then(
      () => undefined,
      (e: unknown) => e,
    );
    const answer = fromDatabaseError(error);
    expect(answer?.status).toBe(409);
    expect(answer?.message).toBe('This slot overlaps another slot of the same provider');

    // Back to back is fine, and another provider may use the same time.
    await db.insert(slots).values({
      id: newId(),
      providerId: existing.providerId,
      hospitalId: existing.hospitalId,
      startAt: existing.endAt,
      endAt: new Date(existing.endAt.getTime() + 30 * 60 * 1000),
    });
    await db.insert(slots).values({
      id: newId(),
      providerId: tenant.nurseId,
      hospitalId: existing.hospitalId,
      startAt: existing.startAt,
      endAt: existing.endAt,
    });
  });
});
