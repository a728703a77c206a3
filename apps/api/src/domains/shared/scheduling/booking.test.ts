import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, users } from '../../../db/schema';
import { newId } from '../../../ids';
import { createTenant, type Tenant } from '../../../../test/tenants';
import { startTestServer } from '../../../../test/test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let tenant: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'booking');
});
afterAll(async () => {
  await server.close();
});

const send = async (method: string, path: string, token: string, body: unknown): Promise<Response> =>
  server.app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** n more patients with their own sign-in tokens. */
async function patientsWithTokens(n: number) {
  const db = server.services.database.db;
  const list: { id: string; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    const userId = newId();
    await db.insert(users).values({
      id: userId,
      email: `p${i}@race.test`,
      passwordHash: 'x',
      role: 'PATIENT',
      firstName: 'P',
      lastName: String(i),
      referenceId: id,
      emailVerified: true,
    });
    await db.insert(patients).values({
      id,
      userId,
      firstName: 'P',
      lastName: String(i),
      email: `p${i}@race.test`,
      emiratesId: `784-2000-${String(i).padStart(7, '0')}-1`,
      birthday: '2000-01-01',
      gender: 'male',
      location: 'Ajman',
      phone: '+971-50 000 0000',
    });
    list.push({
      id,
      token: await server.services.tokens.sign({ sub: userId, role: 'PATIENT', referenceId: id, hospitalId: null }),
    });
  }
  return list;
}

describe('booking', () => {
  it('100 concurrent bookings of one slot: exactly one succeeds, 99 get a clean 409', async () => {
    const racers = await patientsWithTokens(100);
    const answers = await Promise.all(
      racers.map((p) => send('POST', '/appointments', p.token, { patientId: p.id, slotId: tenant.slotId })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const messages = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.json()));
    expect(new Set(messages.map((m) => (m as { message: string }).message))).toEqual(
      new Set(['This slot is already booked']),
    );
  });

  it('a patient books only for himself', async () => {
    const response = await send('POST', '/appointments', tenant.tokens.PATIENT, {
      patientId: 'someone-else',
      slotId: tenant.slotId,
    });
    expect(response.status).toBe(403);
  });
});

describe('slot creation', () => {
  const nextHalfHour = (days: number) => {
    const d = new Date(Date.now() + days * 24 * 3600 * 1000);
    d.setUTCMinutes(0, 0, 0);
    return d;
  };

  it('creates a slot and refuses an overlapping one with 409', async () => {
    const from = nextHalfHour(3);
    const body = { hospitalId: tenant.hospitalId, doctorId: tenant.doctorId, from: from.toISOString() };
    const created = await send('POST', '/slots', tenant.tokens.HOSPITAL, body);
    expect(created.status, JSON.stringify(await created.clone().json())).toBe(201);
    const overlapping = await send('POST', '/slots', tenant.tokens.DOCTOR, {
      ...body,
      from: new Date(from.getTime()).toISOString(),
      to: new Date(from.getTime() + 30 * 60_000).toISOString(),
    });
    expect(overlapping.status).toBe(409);
    expect(await overlapping.json()).toEqual({ message: 'This slot overlaps another slot of the same provider' });
  });

  it('refuses slots off the half hour, in the past, or for another hospital', async () => {
    const odd = new Date(nextHalfHour(4).getTime() + 10 * 60 * 1000);
    const base = { hospitalId: tenant.hospitalId, doctorId: tenant.doctorId };
    expect((await send('POST', '/slots', tenant.tokens.HOSPITAL, { ...base, from: odd.toISOString() })).status).toBe(
      400,
    );
    expect(
      (await send('POST', '/slots', tenant.tokens.HOSPITAL, { ...base, from: nextHalfHour(-1).toISOString() })).status,
    ).toBe(400);
    const other = await createTenant(server, 'other');
    const foreign = await send('POST', '/slots', other.tokens.HOSPITAL, {
      ...base,
      from: nextHalfHour(5).toISOString(),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('doctors and their slots', () => {
  it("lists the hospital's doctors a page at a time, in the contract's shape", async () => {
    const response = await server.app.request('/api/doctors?page=0', {
      headers: { authorization: `Bearer ${tenant.tokens.HOSPITAL}` },
    });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const operation = server.contract.operations.find((o) => o.operationId === 'listDoctors');
    const { createValidators } = await import('../../../contract/validator');
    if (!operation) throw new Error('listDoctors is in the contract');
    expect(createValidators(server.contract).response(operation, 200, body)).toBeUndefined();
    const page = body as { pageNumber: number; numberOfPages: number; doctors: { _id: string }[] };
    expect(page.pageNumber).toBe(0);
    expect(page.doctors.map((d) => d._id)).toContain(tenant.doctorId);
    const bad = await server.app.request('/api/doctors?page=-1', {
      headers: { authorization: `Bearer ${tenant.tokens.HOSPITAL}` },
    });
    expect(bad.status).toBe(400);
  });

  it('shows patients when a doctor is busy, never who booked', async () => {
    const other = await createTenant(server, 'viewer');
    const response = await send('POST', `/slots/all/doctor/${tenant.doctorId}`, other.tokens.PATIENT, {});
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { status: string; patientId?: unknown }[] };
    expect(data.some((s) => s.status === 'BOOKED')).toBe(true);
    expect(data.every((s) => s.patientId === undefined)).toBe(true);
  });
});
