import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../contract/validator';
import {
  hospitalServices,
  labRequests,
  laboratories,
  nurseReports,
  patientHospitals,
  patients,
  slots,
} from '../../db/schema';
import { newId } from '../../ids';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
/** A slot of hospital A's doctor, booked through the API by A's patient for a service, two days on. */
let appointmentId: string;
let appointmentDay: string;
let serviceId: string;
let emiratesId: string;

const HOUR = 3600_000;

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

function expectConforms(operationId: string, body: unknown, status = 200) {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is in the contract`);
  expect(createValidators(server.contract).response(operation, status, body), operationId).toBeUndefined();
}

const dubaiDay = (at: Date) => new Date(at.getTime() + 4 * HOUR).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'area-a');
  b = await createTenant(server, 'area-b');
  const db = server.services.database.db;
  serviceId = newId();
  await db.insert(hospitalServices).values({
    id: serviceId,
    hospitalId: a.hospitalId,
    name: 'General consultation',
    description: 'A visit to a general practitioner.',
    isFree: false,
    price: 150,
  });
  const start = new Date(Date.now() + 2 * 24 * HOUR);
  start.setUTCHours(6, 0, 0, 0);
  appointmentId = newId();
  await db.insert(slots).values({
    id: appointmentId,
    providerId: a.doctorId,
    hospitalId: a.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
  });
  appointmentDay = dubaiDay(start);
  const booked = await send('POST', '/appointments', a.tokens.PATIENT, {
    patientId: a.patientId,
    slotId: appointmentId,
    serviceId,
    description: 'Headaches in the afternoon.',
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const [patient] = await db.select().from(patients).where(eq(patients.id, a.patientId));
  emiratesId = patient?.emiratesId ?? '';
});
afterAll(async () => {
  await server.close();
});

describe('dashboard and hospital profile', () => {
  it('gets the own hospital as { hospital }; another hospital is refused', async () => {
    const own = await send('GET', `/hospitals/${a.hospitalId}`, a.tokens.HOSPITAL);
    expect(own.status).toBe(200);
    expectConforms('getHospital', own.body);
    expect((own.body.hospital as { _id: string; name: string })._id).toBe(a.hospitalId);
    expect((await send('GET', `/hospitals/${b.hospitalId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await send('GET', `/hospitals/${a.hospitalId}`, a.tokens.DOCTOR)).status).toBe(200);
    const list = await send('GET', '/hospitals', undefined);
    expectConforms('listHospitals', list.body);
    expect((list.body.data as { _id: string }[]).map((h) => h._id)).toEqual(expect.arrayContaining([a.hospitalId]));
  });

  it("lists the day's appointments with patient, provider and service, filtered by Emirates ID", async () => {
    const day = await send('POST', `/appointments/hospitalAppointments/${a.hospitalId}`, a.tokens.HOSPITAL, {
      date: appointmentDay,
    });
    expect(day.status).toBe(200);
    expectConforms('listHospitalAppointments', day.body);
    const [row, ...others] = day.body.data as {
      _id: string;
      status: string;
      description?: string;
      patientId: { firstName: string; emiratesId: string };
      doctorId: { _id: string; firstName: string };
      serviceId: { name: string; price: number };
    }[];
    expect(others).toHaveLength(0);
    expect(row?._id).toBe(appointmentId);
    expect(row?.status).toBe('BOOKED');
    expect(row?.description).toBe('Headaches in the afternoon.');
    expect(row?.patientId).toMatchObject({ firstName: 'Khalid', emiratesId });
    expect(row?.doctorId).toMatchObject({ _id: a.doctorId, firstName: 'Omar' });
    expect(row?.serviceId).toMatchObject({ name: 'General consultation', price: 150 });

    const path = `/appointments/hospitalAppointments/${a.hospitalId}`;
    const matching = await send('POST', path, a.tokens.RECEPTIONIST, {
      date: appointmentDay,
      emiratesId: emiratesId.slice(9, 15),
    });
    expect((matching.body.data as unknown[]).length).toBe(1);
    const none = await send('POST', path, a.tokens.HOSPITAL, { date: appointmentDay, emiratesId: '000-0000' });
    expect(none.body.data).toEqual([]);
    const otherDay = await send('POST', path, a.tokens.HOSPITAL, { date: '2020-01-01' });
    expect(otherDay.body.data).toEqual([]);
    expect((await send('POST', path, b.tokens.HOSPITAL, { date: appointmentDay })).status).toBe(403);
    expect((await send('POST', path, b.tokens.NURSE, { date: appointmentDay })).status).toBe(403);
  });

  it('gets one appointment for its hospital and its patient only', async () => {
    const own = await send('GET', `/appointments/${appointmentId}`, a.tokens.HOSPITAL);
    expect(own.status).toBe(200);
    expectConforms('getAppointment', own.body);
    expect((await send('GET', `/appointments/${appointmentId}`, a.tokens.PATIENT)).status).toBe(200);
    expect((await send('GET', `/appointments/${appointmentId}`, b.tokens.HOSPITAL)).status).toBe(403);
    expect((await send('GET', `/appointments/${appointmentId}`, b.tokens.PATIENT)).status).toBe(403);
    // A free slot is not an appointment.
    expect((await send('GET', `/appointments/${a.slotId}`, a.tokens.HOSPITAL)).status).toBe(404);
  });
});

describe('patients', () => {
  it("lists the hospital's patients, a page at a time; a doctor sees the ones who booked with him", async () => {
    const db = server.services.database.db;
    // B's patient books with A: A's list gains him, B keeps him.
    const slot = newId();
    const start = new Date(Date.now() + 3 * 24 * HOUR);
    start.setUTCHours(7, 0, 0, 0);
    await db.insert(slots).values({
      id: slot,
      providerId: a.nurseId,
      hospitalId: a.hospitalId,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
    });
    expect(
      (await send('POST', '/appointments', b.tokens.PATIENT, { patientId: b.patientId, slotId: slot })).status,
    ).toBe(201);
    const list = await send('GET', '/patients?page=0', a.tokens.HOSPITAL);
    expect(list.status).toBe(200);
    expectConforms('listPatients', list.body);
    const page = list.body.data as { numberOfPages: number; totalItems: number; patients: { _id: string }[] };
    expect(page.patients.map((p) => p._id).sort()).toEqual([a.patientId, b.patientId].sort());
    expect(page).toMatchObject({ numberOfPages: 1, totalItems: 2 });
    const ofB = await send('GET', '/patients', b.tokens.NURSE);
    expect((ofB.body.data as { patients: { _id: string }[] }).patients.map((p) => p._id)).toEqual([b.patientId]);
    const ofDoctor = await send('GET', '/patients', a.tokens.DOCTOR);
    expect((ofDoctor.body.data as { patients: { _id: string }[] }).patients.map((p) => p._id)).toEqual([a.patientId]);
    const empty = await send('GET', '/patients?page=3', a.tokens.HOSPITAL);
    expect((empty.body.data as { patients: unknown[] }).patients).toEqual([]);
    const patient = await send('GET', `/patients/${b.patientId}`, a.tokens.HOSPITAL);
    expect(patient.status).toBe(200);
    expectConforms('getPatient', patient.body);
    expect((await send('GET', `/patients/${a.patientId}`, b.tokens.DOCTOR)).status).toBe(403);
  });

  it('shows the profile: vitals, the last nurse report, the doctors, completed lab results only', async () => {
    const db = server.services.database.db;
    await db
      .update(patients)
      .set({ bloodType: 'A+', allergies: ['Penicillin'], diseases: ['Asthma'], height: 178, weight: 80 })
      .where(eq(patients.id, a.patientId));
    const laboratoryId = newId();
    await db.insert(laboratories).values({
      id: laboratoryId,
      hospitalId: a.hospitalId,
      firstName: 'Sara',
      lastName: 'Lab',
      email: 'sara-lab-area@demo.test',
      mobile: '+971-50 222 3344',
    });
    await db.insert(nurseReports).values({
      id: newId(),
      hospitalId: a.hospitalId,
      nurseId: a.nurseId,
      doctorId: a.doctorId,
      patientId: a.patientId,
      appointmentId,
      height: 1.78,
      weight: 80,
      bp: '125/82',
      bt: 37.1,
      complain: 'Headaches.',
      heartRate: 74,
      glucose: 96,
    });
    const completed = newId();
    const pending = newId();
    const common = { hospitalId: a.hospitalId, doctorId: a.doctorId, patientId: a.patientId, laboratoryId };
    await db.insert(labRequests).values([
      {
        ...common,
        id: completed,
        status: 'completed',
        appointmentId,
        tests: [{ test: 'HbA1c', result: '5.4 %', range: '4.0–5.6 %' }],
        date: new Date(Date.now() - 24 * HOUR),
      },
      { ...common, id: pending, status: 'pending', tests: [{ test: 'Vitamin D (25-OH)' }] },
    ]);
    // A request of hospital B for the same patient is B's to read.
    await db.insert(patientHospitals).values({ patientId: a.patientId, hospitalId: b.hospitalId });
    await db.insert(labRequests).values({
      id: newId(),
      hospitalId: b.hospitalId,
      patientId: a.patientId,
      status: 'completed',
      tests: [{ test: 'TSH', result: '2.0 mIU/L', range: '0.4–4.0 mIU/L' }],
    });

    const profile = await send('GET', `/patients/profile/${a.patientId}`, a.tokens.HOSPITAL);
    expect(profile.status).toBe(200);
    expectConforms('getPatientProfile', profile.body);
    const data = profile.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      bloodType: 'A+',
      allergies: ['Penicillin'],
      diseases: ['Asthma'],
      height: 178,
      weight: 80,
      report: { bp: '125/82', bt: 37.1, heartRate: 74, glucose: 96 },
    });
    expect((data.doctors as { _id: string }[]).map((d) => d._id)).toEqual([a.doctorId]);
    expect((data.upcommingAppointments as { _id: string }[]).map((x) => x._id)).toEqual([appointmentId]);
    expect((data.labResults as { _id: string; tests: unknown[] }[]).map((r) => [r._id, r.tests])).toEqual([
      [completed, [{ test: 'HbA1c', result: '5.4 %', range: '4.0–5.6 %' }]],
    ]);

    const results = await send('GET', `/patients/labResults/${a.patientId}`, a.tokens.DOCTOR);
    expect(results.status).toBe(200);
    expectConforms('getPatientLabResults', results.body);
    const requests = results.body.data as { _id: string; status: string; laboratoryId?: { _id: string } }[];
    expect(requests.map((r) => [r._id, r.status])).toEqual([
      [pending, 'pending'],
      [completed, 'completed'],
    ]);
    expect(requests[0]?.laboratoryId?._id).toBe(laboratoryId);
    const own = await send('GET', `/patients/labResults/${a.patientId}`, a.tokens.PATIENT);
    expect((own.body.data as unknown[]).length).toBe(3);

    for (const path of [
      `/patients/profile/${a.patientId}`,
      `/patients/labResults/${a.patientId}`,
      `/patients/${a.patientId}`,
    ]) {
      expect((await send('GET', path, b.tokens.PATIENT)).status, path).toBe(403);
    }
    const c = await createTenant(server, 'area-c');
    for (const path of [
      `/patients/profile/${a.patientId}`,
      `/patients/labResults/${a.patientId}`,
      `/patients/${a.patientId}`,
    ]) {
      expect((await send('GET', path, c.tokens.HOSPITAL)).status, path).toBe(403);
      expect((await send('GET', path, c.tokens.LABORTORY)).status, path).toBe(403);
    }
  });
});

describe('nurse reports', () => {
  it("lists a nurse's reports of a day, for the nurse and his hospital only", async () => {
    const db = server.services.database.db;
    const [report] = await db.select().from(nurseReports).where(eq(nurseReports.appointmentId, appointmentId));
    const body = { date: appointmentDay, nurseId: a.nurseId };
    const asHospital = await send('POST', '/nurseReports/getAll', a.tokens.HOSPITAL, body);
    expect(asHospital.status).toBe(200);
    expectConforms('listNurseReportsByDate', asHospital.body);
    expect((asHospital.body.data as { _id: string; bp: string }[]).map((r) => [r._id, r.bp])).toEqual([
      [report?.id, '125/82'],
    ]);
    expect((await send('POST', '/nurseReports/getAll', a.tokens.NURSE, body)).status).toBe(200);
    const otherDay = await send('POST', '/nurseReports/getAll', a.tokens.NURSE, { ...body, date: '2020-01-01' });
    expect(otherDay.body.data).toEqual([]);
    expect((await send('POST', '/nurseReports/getAll', b.tokens.HOSPITAL, body)).status).toBe(403);
    expect((await send('POST', '/nurseReports/getAll', b.tokens.NURSE, body)).status).toBe(403);
    expect((await send('POST', '/nurseReports/getAll', a.tokens.RECEPTIONIST, body)).status).toBe(200);
  });
});
