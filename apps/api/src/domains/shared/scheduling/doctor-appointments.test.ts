import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../../contract/validator';
import { patients, providers, slots } from '../../../db/schema';
import { newId } from '../../../ids';
import { createTenant, type Tenant } from '../../../../test/tenants';
import { startTestServer } from '../../../../test/test-server';

// The doctor detail page's data: a page of a doctor's appointments (its
// patients table) and his appointments of one day (its date navigator).

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Hospital A's doctor: 13 appointments from 30 days on, plus a free slot. */
let booked: string[];
let freeSlot: string;
/** Midnight UTC (04:00 in Dubai) of the first appointment's day. */
let firstDay: Date;

async function send(method: string, path: string, token: string | undefined, body?: unknown) {
  const response = await server.app.request(`/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      timezone: 'Asia/Dubai',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function expectConforms(operationId: string, body: unknown) {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is in the contract`);
  expect(createValidators(server.contract).response(operation, 200, body), operationId).toBeUndefined();
}

async function insertSlot(t: Tenant, start: Date, extra: Partial<typeof slots.$inferInsert> = {}) {
  const id = newId();
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    ...extra,
  });
  return id;
}

interface PageBody {
  data: {
    pageNumber: number;
    numberOfPages: number;
    totalItems?: number;
    appointments: { _id: string; status: string; patientId?: Record<string, unknown>; doctorId?: { _id: string } }[];
  };
}

const listPath = (doctorId: string, page?: number | string) =>
  `/appointments/doctorAppointments/${doctorId}${page === undefined ? '' : `?page=${page}`}`;

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'doc-apt-a');
  b = await createTenant(server, 'doc-apt-b');
  const db = server.services.database.db;
  await db.update(patients).set({ bloodType: 'O+' }).where(eq(patients.id, a.patientId));
  firstDay = new Date(Date.now() + 30 * DAY);
  firstDay.setUTCHours(0, 0, 0, 0);
  booked = [];
  for (let i = 0; i < 13; i += 1) {
    // 08:00 Dubai and on, three hours apart (six on the first day); statuses vary.
    const start = new Date(firstDay.getTime() + (4 + i * 3) * HOUR);
    const status = i % 3 === 0 ? 'APPROVED' : i % 3 === 1 ? 'BOOKED' : 'TAKEN';
    booked.push(await insertSlot(a, start, { status, patientId: a.patientId }));
  }
  freeSlot = await insertSlot(a, new Date(firstDay.getTime() + 5 * HOUR));
});
afterAll(async () => {
  await server.close();
});

describe("GET /appointments/doctorAppointments/{id}: a doctor's appointments", () => {
  it("gives the hospital a page of its doctor's appointments, latest first, with the patients' fields", async () => {
    const first = await send('GET', listPath(a.doctorId), a.tokens.HOSPITAL);
    expect(first.status).toBe(200);
    expectConforms('listDoctorAppointments', first.body);
    const { data } = first.body as unknown as PageBody;
    expect(data).toMatchObject({ pageNumber: 0, numberOfPages: 2, totalItems: 13 });
    expect(data.appointments.map((x) => x._id)).toEqual([...booked].reverse().slice(0, 12));
    expect(data.appointments.map((x) => x._id)).not.toContain(freeSlot);
    expect(data.appointments[0]?.doctorId?._id).toBe(a.doctorId);
    expect(data.appointments[0]?.patientId).toMatchObject({
      _id: a.patientId,
      firstName: 'Khalid',
      email: 'khalid-doc-apt-a@demo.test',
      bloodType: 'O+',
      birthday: '1985-02-02',
      gender: 'male',
    });

    const second = await send('GET', listPath(a.doctorId, 1), a.tokens.HOSPITAL);
    expectConforms('listDoctorAppointments', second.body);
    const page2 = (second.body as unknown as PageBody).data;
    expect(page2).toMatchObject({ pageNumber: 1, numberOfPages: 2, totalItems: 13 });
    expect(page2.appointments.map((x) => x._id)).toEqual([booked[0]]);

    const beyond = await send('GET', listPath(a.doctorId, 5), a.tokens.HOSPITAL);
    expect((beyond.body as unknown as PageBody).data.appointments).toEqual([]);
  });

  it('answers an empty page for a doctor without appointments', async () => {
    const empty = await send('GET', listPath(b.doctorId), b.tokens.HOSPITAL);
    expect(empty.status).toBe(200);
    expectConforms('listDoctorAppointments', empty.body);
    expect((empty.body as unknown as PageBody).data).toEqual({
      pageNumber: 0,
      numberOfPages: 0,
      totalItems: 0,
      appointments: [],
    });
  });

  it("lets the doctor read his own, and his hospital's receptionist and nurse read them", async () => {
    for (const token of [a.tokens.DOCTOR, a.tokens.RECEPTIONIST, a.tokens.NURSE]) {
      const answer = await send('GET', listPath(a.doctorId), token);
      expect(answer.status).toBe(200);
      expect((answer.body as unknown as PageBody).data.totalItems).toBe(13);
    }
  });

  it("refuses hospital B (and its doctor, nurse and receptionist) hospital A's doctor's appointments", async () => {
    for (const token of [b.tokens.HOSPITAL, b.tokens.DOCTOR, b.tokens.NURSE, b.tokens.RECEPTIONIST]) {
      const answer = await send('GET', listPath(a.doctorId), token);
      expect(answer.status).toBe(403);
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it("refuses a doctor another doctor's appointments, even in his hospital", async () => {
    const colleague = newId();
    await server.services.database.db.insert(providers).values({
      id: colleague,
      kind: 'DOCTOR',
      hospitalId: a.hospitalId,
      firstName: 'Yousef',
      lastName: 'Colleague',
      email: 'yousef-colleague@demo.test',
    });
    expect((await send('GET', listPath(colleague), a.tokens.DOCTOR)).status).toBe(403);
    expect((await send('GET', listPath(colleague), a.tokens.HOSPITAL)).status).toBe(200);
  });

  it('refuses guests, patients and other roles', async () => {
    expect((await send('GET', listPath(a.doctorId), undefined)).status).toBe(401);
    for (const token of [a.tokens.PATIENT, a.tokens.LABORTORY, a.tokens.PHARMACY, a.tokens.VENDOR]) {
      expect((await send('GET', listPath(a.doctorId), token)).status).toBe(403);
    }
  });

  it('answers 404 for an id that names no doctor and 400 for a bad page', async () => {
    const nurse = await send('GET', listPath(a.nurseId), a.tokens.HOSPITAL);
    expect(nurse.status).toBe(404);
    expect(nurse.body.message).toBe('Doctor not found');
    expect((await send('GET', listPath(newId()), a.tokens.HOSPITAL)).status).toBe(404);
    for (const page of ['-1', 'two']) {
      const bad = await send('GET', listPath(a.doctorId, page), a.tokens.HOSPITAL);
      expect(bad.status).toBe(400);
      expect(typeof bad.body.message).toBe('string');
    }
  });
});

describe("POST /slots/doctorAppointmentsByDate: a doctor's appointments of one day", () => {
  const day = () => new Date(firstDay.getTime() + 4 * HOUR).toISOString().slice(0, 10);

  it("gives the hospital its doctor's appointments of the day, in time order, without free slots", async () => {
    const answer = await send('POST', '/slots/doctorAppointmentsByDate', a.tokens.HOSPITAL, {
      date: day(),
      doctorId: a.doctorId,
    });
    expect(answer.status).toBe(200);
    expectConforms('listDoctorAppointmentsByDate', answer.body);
    const ids = (answer.body.appointments as { _id: string }[]).map((x) => x._id);
    // 08:00, 11:00, 14:00, 17:00, 20:00, 23:00 Dubai are on the first day.
    expect(ids).toEqual(booked.slice(0, 6));
    expect(ids).not.toContain(freeSlot);
  });

  it('lets the doctor read his own day', async () => {
    const answer = await send('POST', '/slots/doctorAppointmentsByDate', a.tokens.DOCTOR, {
      date: day(),
      doctorId: a.doctorId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.appointments).toHaveLength(6);
  });

  it("refuses hospital B hospital A's doctor's day", async () => {
    for (const token of [b.tokens.HOSPITAL, b.tokens.DOCTOR]) {
      const answer = await send('POST', '/slots/doctorAppointmentsByDate', token, {
        date: day(),
        doctorId: a.doctorId,
      });
      expect(answer.status).toBe(403);
    }
  });

  it('answers 400 without a date and 404 for an id that names no doctor', async () => {
    const missing = await send('POST', '/slots/doctorAppointmentsByDate', a.tokens.HOSPITAL, { doctorId: a.doctorId });
    expect(missing.status).toBe(400);
    expect(typeof missing.body.message).toBe('string');
    const nurse = await send('POST', '/slots/doctorAppointmentsByDate', a.tokens.HOSPITAL, {
      date: day(),
      doctorId: a.nurseId,
    });
    expect(nurse.status).toBe(404);
  });
});
