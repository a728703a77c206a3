import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from '../src/contract/contract';
import { providers, revokedTokens, roles, slots, users, type Role } from '../src/db/schema';
import { newId } from '../src/ids';
import { createMatrixTenant, pathFor, type MatrixTenant } from './contract-calls';
import { startTestServer } from './test-server';

// Generated from the contract: every operation, called as a guest and as every
// role, must be allowed or refused exactly as its x-roles / x-scope say, and a
// record of another tenant must be refused.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: MatrixTenant;
let b: MatrixTenant;

let accounts: (typeof users.$inferSelect)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  a = await createMatrixTenant(server, 'a');
  b = await createMatrixTenant(server, 'b');
  const ids = [...Object.values(a.userIds), ...Object.values(b.userIds)];
  accounts = await server.services.database.db.select().from(users).where(inArray(users.id, ids));
});

/**
 * Puts back the tenants' accounts an allowed delete removed (deleting a staff
 * record deletes its account, which ends its sessions), so that every
 * operation meets every role signed in.
 */
async function restoreAccounts() {
  await server.services.database.db.insert(users).values(accounts).onConflictDoNothing();
  await server.services.database.db.delete(revokedTokens);
}
afterAll(async () => {
  await server.close();
});

async function call(operation: OperationSpec, path: string, token?: string): Promise<number> {
  const response = await server.app.request(`/api${path}`, {
    method: operation.method.toUpperCase(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (response.status >= 400) expect(typeof body.message, `${operation.operationId} answers a message`).toBe('string');
  expect(response.status, `${operation.operationId} never answers 5xx`).toBeLessThan(500);
  // A sign-out revokes the caller's token: take it back, so later calls meet every role signed in.
  if (operation.operationId === 'logoutUser') await server.services.database.db.delete(revokedTokens);
  return response.status;
}

describe('access matrix: every operation × guest and every role', () => {
  it('covers every operation of the contract', () => {
    expect(server.contract.operations.length).toBeGreaterThan(150);
  });

  it('guests reach public operations only', async () => {
    for (const operation of server.contract.operations) {
      const status = await call(operation, pathFor(operation, a, undefined));
      if (operation.isPublic) expect([401, 403], `${operation.operationId} is public`).not.toContain(status);
      else expect(status, `${operation.operationId} needs a sign-in`).toBe(401);
    }
  });

  it('each role reaches exactly the operations its x-roles list, on its own records', async () => {
    for (const operation of server.contract.operations) {
      for (const role of roles) {
        await restoreAccounts();
        const status = await call(operation, pathFor(operation, a, role), a.tokens[role]);
        const label = `${operation.operationId} as ${role}`;
        const listed = operation.isPublic || operation.roles.includes(role);
        const scope = operation.scope[role] ?? 'any';
        const needsMapping =
          !operation.isPublic &&
          scope !== 'any' &&
          scope !== 'any-redacted' &&
          operation.path.includes('{') &&
          !operation.resource;
        if (!listed) expect(status, `${label} is refused`).toBe(403);
        // Operations whose record is not yet mapped are refused to all but `any` scopes (secure default).
        else if (needsMapping) expect(status, `${label} is refused until its record is mapped`).toBe(403);
        else expect([401, 403], `${label} is allowed`).not.toContain(status);
      }
    }
    // Every operation × every role, about 1,900 calls: 20-30 s on a quiet machine, 96 s once at a load of 12.
  }, 180_000);

  it("a record of another tenant is refused to every role whose scope is not 'any'", async () => {
    for (const operation of server.contract.operations) {
      if (operation.resource?.in !== 'path' || operation.resource.record === 'none') continue;
      for (const role of operation.roles.filter((r): r is Role => r !== 'GUEST')) {
        await restoreAccounts();
        const scope = operation.scope[role] ?? 'any';
        const status = await call(operation, pathFor(operation, b, role), a.tokens[role]);
        const label = `${operation.operationId} as ${role} of hospital A on hospital B's record`;
        if (scope === 'any' || scope === 'any-redacted') expect([401, 403], label).not.toContain(status);
        else expect(status, label).toBe(403);
      }
    }
  });
});

describe('tenancy, named cases', () => {
  const request = (method: string, path: string, token: string) =>
    server.app.request(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });

  it("hospital A cannot read or change hospital B's patients, doctors' slots, or profile", async () => {
    expect((await request('GET', `/patients/${b.patientId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await request('DELETE', `/patients/${b.patientId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await request('POST', `/slots/all/doctor/${b.doctorId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await request('DELETE', `/slots/delete/${b.slotId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await request('PUT', `/hospitals/${b.hospitalId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await request('GET', `/patients/${a.patientId}`, a.tokens.HOSPITAL)).status).not.toBe(403);
  });

  it("a patient cannot read another patient's profile", async () => {
    expect((await request('GET', `/patients/profile/${b.patientId}`, a.tokens.PATIENT)).status).toBe(403);
    expect((await request('GET', `/patients/profile/${a.patientId}`, a.tokens.PATIENT)).status).not.toBe(403);
  });

  it("a doctor cannot delete another doctor's slot, even in the same hospital", async () => {
    const otherDoctor = newId();
    const otherSlot = newId();
    const db = server.services.database.db;
    await db.insert(providers).values({
      id: otherDoctor,
      kind: 'DOCTOR',
      hospitalId: a.hospitalId,
      firstName: 'Yousef',
      lastName: 'A',
      email: 'yousef-a@demo.test',
    });
    const start = new Date(Date.now() + 9 * 24 * 3600 * 1000);
    await db.insert(slots).values({
      id: otherSlot,
      providerId: otherDoctor,
      hospitalId: a.hospitalId,
      startAt: start,
      endAt: new Date(start.getTime() + 1800_000),
    });
    expect((await request('DELETE', `/slots/delete/${otherSlot}`, a.tokens.DOCTOR)).status).toBe(403);
    expect((await request('DELETE', `/slots/delete/${b.slotId}`, a.tokens.DOCTOR)).status).toBe(403);
    expect((await request('DELETE', `/slots/delete/${a.slotId}`, a.tokens.DOCTOR)).status).not.toBe(403);
  });
});
