import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../contract/validator';
import { hospitals, hospitalServices, slots } from '../../db/schema';
import { newId } from '../../ids';
import { PCR_DISABLED_MESSAGE } from './pcr-slots';
import { seedDemoData } from '../../seed/seed';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// The PCR Test and PCR Vaccination calendars (000 §2.4, §7): a hospital lists
// its own PCR slots of one type, in a window; another hospital's are refused,
// and so are they all when the hospital's PCRDPI flag is off.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
let off: Tenant;
const HALF_HOUR = 1800_000;
const ids = {} as Record<'testBooked' | 'testFree' | 'vaccination' | 'ordinary' | 'otherHospital', string>;

async function send(path: string, token: string | undefined, body?: unknown) {
  const response = await server.app.request(`/api${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      timezone: 'Asia/Dubai',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Listed = { _id: string; type?: string; patientId?: Record<string, unknown>; serviceId?: Record<string, unknown> };
const listed = (body: Record<string, unknown>) => body.data as Listed[];

function expectConforms(operationId: string, body: unknown) {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is in the contract`);
  expect(createValidators(server.contract).response(operation, 200, body), operationId).toBeUndefined();
}

async function insertSlot(
  t: Tenant,
  at: string,
  fields: Partial<typeof slots.$inferInsert> & { providerId?: string } = {},
): Promise<string> {
  const id = newId();
  const start = new Date(at);
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.nurseId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + HALF_HOUR),
    ...fields,
  });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'pcra');
  b = await createTenant(server, 'pcrb');
  off = await createTenant(server, 'pcroff');
  const db = server.services.database.db;
  await db.update(hospitals).set({ pcrdpi: false }).where(eq(hospitals.id, off.hospitalId));
  const serviceId = newId();
  await db.insert(hospitalServices).values({
    id: serviceId,
    hospitalId: a.hospitalId,
    name: 'PCR Test',
    description: 'Nasal swab PCR test.',
    isFree: false,
    price: 150,
  });
  ids.testBooked = await insertSlot(a, '2026-05-12T03:00:00Z', {
    pcrType: 'PCR_TEST',
    status: 'BOOKED',
    patientId: a.patientId,
    serviceId,
  });
  ids.testFree = await insertSlot(a, '2026-05-12T03:30:00Z', { pcrType: 'PCR_TEST' });
  ids.vaccination = await insertSlot(a, '2026-05-13T03:00:00Z', { pcrType: 'PCR_VACCINATION' });
  ids.ordinary = await insertSlot(a, '2026-05-12T10:00:00Z', { providerId: a.doctorId });
  ids.otherHospital = await insertSlot(b, '2026-05-12T03:00:00Z', { pcrType: 'PCR_TEST' });
  await insertSlot(a, '2026-06-02T03:00:00Z', { pcrType: 'PCR_TEST' });
  await insertSlot(off, '2026-05-12T03:00:00Z', { pcrType: 'PCR_TEST' });
});
afterAll(async () => {
  await server.close();
});

const may = { from: '2026-04-30T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' };

describe('POST /slots/PCRTests/hospital/{id} and /slots/PCRVaccination/hospital/{id}', () => {
  it("lists the hospital's PCR test slots of the window only, with the booking's patient and service", async () => {
    const { status, body } = await send(`/slots/PCRTests/hospital/${a.hospitalId}`, a.tokens.HOSPITAL, may);
    expect(status).toBe(200);
    expectConforms('listPcrTestSlots', body);
    expect(listed(body).map((s) => s._id)).toEqual([ids.testBooked, ids.testFree]);
    const [booked, free] = listed(body);
    expect(booked).toMatchObject({
      status: 'BOOKED',
      type: 'PCR_TEST',
      patientId: { _id: a.patientId },
      serviceId: { name: 'PCR Test', price: 150 },
    });
    expect(typeof booked?.patientId?.firstName).toBe('string');
    expect(booked?.patientId?.emiratesId).toMatch(/^\d{3}-\d{4}-\d{7}-\d$/);
    expect(free).toMatchObject({ status: 'AVAILABLE', type: 'PCR_TEST' });
    expect(free?.patientId).toBeUndefined();
  });

  it('lists PCR vaccination slots apart from test slots', async () => {
    const { status, body } = await send(`/slots/PCRVaccination/hospital/${a.hospitalId}`, a.tokens.HOSPITAL, may);
    expect(status).toBe(200);
    expectConforms('listPcrVaccinationSlots', body);
    expect(listed(body).map((s) => [s._id, s.type])).toEqual([[ids.vaccination, 'PCR_VACCINATION']]);
  });

  it('without a window lists every PCR slot of the type (never ordinary slots)', async () => {
    const { body } = await send(`/slots/PCRTests/hospital/${a.hospitalId}`, a.tokens.HOSPITAL);
    const found = listed(body).map((s) => s._id);
    expect(found).toHaveLength(3);
    expect(found).not.toContain(ids.ordinary);
    expect(found).not.toContain(ids.vaccination);
  });

  it("refuses another hospital's PCR slots; an admin may see any hospital's", async () => {
    for (const path of ['/slots/PCRTests/hospital/', '/slots/PCRVaccination/hospital/']) {
      const denied = await send(`${path}${b.hospitalId}`, a.tokens.HOSPITAL, may);
      expect(denied.status).toBe(403);
      expect(typeof denied.body.message).toBe('string');
    }
    const admin = await send(`/slots/PCRTests/hospital/${b.hospitalId}`, a.tokens.ADMIN, may);
    expect(admin.status).toBe(200);
    expect(listed(admin.body).map((s) => s._id)).toEqual([ids.otherHospital]);
  });

  it('refuses other roles, and guests', async () => {
    for (const role of ['DOCTOR', 'NURSE', 'RECEPTIONIST', 'PATIENT', 'VENDOR'] as const) {
      expect((await send(`/slots/PCRTests/hospital/${a.hospitalId}`, a.tokens[role], may)).status, role).toBe(403);
    }
    expect((await send(`/slots/PCRTests/hospital/${a.hospitalId}`, undefined, may)).status).toBe(401);
  });

  it('answers 403 with a message when the hospital has PCRDPI off (to itself and to an admin)', async () => {
    for (const token of [off.tokens.HOSPITAL, a.tokens.ADMIN]) {
      const { status, body } = await send(`/slots/PCRTests/hospital/${off.hospitalId}`, token, may);
      expect(status).toBe(403);
      expect(body.message).toBe(PCR_DISABLED_MESSAGE);
    }
    const vaccination = await send(`/slots/PCRVaccination/hospital/${off.hospitalId}`, off.tokens.HOSPITAL, may);
    expect(vaccination.body.message).toBe(PCR_DISABLED_MESSAGE);
  });

  it('answers 404 for an unknown hospital and 400 for a malformed window', async () => {
    expect((await send(`/slots/PCRTests/hospital/${newId()}`, a.tokens.ADMIN, may)).status).toBe(404);
    const bad = await send(`/slots/PCRTests/hospital/${a.hospitalId}`, a.tokens.HOSPITAL, { from: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('from');
  });
});

describe('the demo data', () => {
  // The last evening of a month: the first PCR slots still to come are next month's.
  const now = new Date('2026-03-31T18:00:00Z');
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer(() => now);
    expect(await seedDemoData(demo.services)).toBe(true);
  });
  afterAll(async () => {
    await demo.close();
  });
  const count = async (sql: string) =>
    (await demo.services.database.query<{ n: number }>(`select count(*)::int as n ${sql}`))[0]?.n ?? 0;
  const hospitalOf = (email: string) => `(select reference_id from users where email = '${email}')`;

  it('gives hospital@demo.ae PCR test and vaccination slots this month and next, booked ones by its patients', async () => {
    const main = `from slots where hospital_id = ${hospitalOf('hospital@demo.ae')}`;
    for (const type of ['PCR_TEST', 'PCR_VACCINATION']) {
      // March and April 2026 in Dubai.
      const march = `${main} and pcr_type = '${type}' and start_at >= '2026-02-28T20:00:00Z' and start_at < '2026-03-31T20:00:00Z'`;
      const april = `${main} and pcr_type = '${type}' and start_at >= '2026-03-31T20:00:00Z' and start_at < '2026-04-30T20:00:00Z'`;
      expect(await count(`${march} and status = 'TAKEN'`), type).toBeGreaterThan(0);
      expect(await count(`${april} and status = 'AVAILABLE'`), type).toBeGreaterThan(0);
      expect(await count(`${april} and status = 'BOOKED' and patient_id is not null`), type).toBeGreaterThan(0);
    }
    expect(await count(`${main} and pcr_type is not null and status <> 'AVAILABLE' and patient_id is null`)).toBe(0);
    // The first slot still to come is a booking, so the calendar always has one to open.
    const [first] = await demo.services.database.query<{ status: string }>(
      `select status ${main} and pcr_type = 'PCR_TEST' and start_at > '${now.toISOString()}' order by start_at limit 1`,
    );
    expect(first?.status).toBe('BOOKED');
  });

  it('gives hospitals without PCRDPI no PCR slots', async () => {
    expect(
      await count(`from slots where hospital_id = ${hospitalOf('info@reemclinic.ae')} and pcr_type is not null`),
    ).toBe(0);
    expect(
      await count(
        `from slots s join hospitals h on h.id = s.hospital_id where s.pcr_type is not null and not h.pcrdpi`,
      ),
    ).toBe(0);
  });
});
