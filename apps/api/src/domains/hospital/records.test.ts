import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../contract/validator';
import {
  files,
  hospitalCodes,
  hospitalServices,
  labRequests,
  packageCategories,
  packages,
  rewards,
  slots,
} from '../../db/schema';
import { newId } from '../../ids';
import { fileUrl } from '../shared/mappers';
import { pdfBytes } from '../../../test/fixtures';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// The records of the hospital area: patient promo codes, lab reports (and their
// PDFs) and claimed offers. A hospital sees its own only.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
const HOUR = 3600_000;
/** A day with a lab request of each hospital (and one of A's the day before). */
const day = '2026-03-10';
const records = {} as Record<'a' | 'b', { labRequestId: string; reportName: string; rewardId: string; codeId: string }>;

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
  const type = response.headers.get('content-type') ?? '';
  const json = type.includes('json') ? ((await response.json()) as Record<string, unknown>) : {};
  return { status: response.status, body: json, type, response };
}

function expectConforms(operationId: string, body: unknown) {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is in the contract`);
  expect(createValidators(server.contract).response(operation, 200, body), operationId).toBeUndefined();
}

/** A booked appointment with a service, a promo code, a lab request with a stored PDF, and a claimed offer. */
async function recordsOf(t: Tenant, tag: string) {
  const db = server.services.database.db;
  const serviceId = newId();
  await db.insert(hospitalServices).values({
    id: serviceId,
    hospitalId: t.hospitalId,
    name: `Blood test ${tag}`,
    description: 'A full blood count.',
    isFree: false,
    price: 120,
    coveredByInsurance: true,
  });
  const slotId = newId();
  const start = new Date(`${day}T05:00:00Z`);
  await db.insert(slots).values({
    id: slotId,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + HOUR / 2),
    status: 'TAKEN',
    patientId: t.patientId,
    serviceId,
  });
  const codeId = newId();
  await db.insert(hospitalCodes).values({
    id: codeId,
    hospitalId: t.hospitalId,
    slotId,
    patientId: t.patientId,
    code: `CODE-${tag.toUpperCase()}`,
    status: 'TAKEN',
  });
  const stored = await server.services.files.saveBytes(pdfBytes, 'report.pdf', ['pdf']);
  if (!stored) throw new Error('the test PDF is a PDF');
  await db.insert(files).values({ id: newId(), ...stored });
  const labRequestId = newId();
  await db.insert(labRequests).values([
    {
      id: labRequestId,
      hospitalId: t.hospitalId,
      doctorId: t.doctorId,
      patientId: t.patientId,
      laboratoryId: t.laboratoryId,
      appointmentId: slotId,
      status: 'completed',
      tests: [
        { test: 'Haemoglobin', result: '13.9 g/dL', range: '13.5-17.5 g/dL', file: fileUrl(stored.storedName) },
        { test: 'Platelets', result: '265', range: '150-400' },
      ],
      date: new Date(`${day}T06:00:00Z`),
    },
    {
      id: newId(),
      hospitalId: t.hospitalId,
      doctorId: t.doctorId,
      patientId: t.patientId,
      laboratoryId: t.laboratoryId,
      status: 'pending',
      tests: [{ test: 'TSH' }],
      // 23:30 in Dubai the day before: another day there, although the same UTC day.
      date: new Date('2026-03-09T19:30:00Z'),
    },
  ]);
  const categoryId = newId();
  await db.insert(packageCategories).values({ id: categoryId, nameEn: `Check-ups ${tag}`, nameAr: `فحوصات ${tag}` });
  const packageId = newId();
  await db.insert(packages).values({
    id: packageId,
    hospitalId: t.hospitalId,
    type: 'ON_PERCENTAGE',
    off: 20,
    title: `Heart check-up ${tag}`,
    categoryId,
    points: 150,
    voucherCode: `HEART${tag.toUpperCase()}20`,
  });
  const rewardId = newId();
  await db.insert(rewards).values({
    id: rewardId,
    packageId,
    patientId: t.patientId,
    createdAt: new Date('2026-03-08T14:05:00Z'),
  });
  return { labRequestId, reportName: stored.storedName, rewardId, codeId };
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'records-a');
  b = await createTenant(server, 'records-b');
  records.a = await recordsOf(a, 'a');
  records.b = await recordsOf(b, 'b');
});
afterAll(async () => {
  await server.close();
});

describe('patient promo codes', () => {
  it("lists the hospital's codes with patient, provider and service; receptionists see the same", async () => {
    const answer = await send('GET', '/hospitalCodes/getHospitalCodes', a.tokens.HOSPITAL);
    expect(answer.status).toBe(200);
    expectConforms('listHospitalCodes', answer.body);
    const data = answer.body.data as {
      _id: string;
      code: string;
      status: string;
      patientId: { emiratesId: string };
      slotId: {
        doctorId: { firstName: string };
        serviceId: { name: string; price: number; coveredByInsurance: boolean };
      };
    }[];
    expect(data.map((c) => c._id)).toEqual([records.a.codeId]);
    expect(data[0]).toMatchObject({
      code: 'CODE-A',
      status: 'TAKEN',
      slotId: {
        doctorId: { firstName: 'Omar' },
        serviceId: { name: 'Blood test a', price: 120, coveredByInsurance: true },
      },
    });
    expect(data[0]?.patientId.emiratesId).toMatch(/^784-/);
    const desk = await send('GET', '/hospitalCodes/getHospitalCodes', a.tokens.RECEPTIONIST);
    expect(desk.body).toEqual(answer.body);
  });

  it('gives each hospital its own codes and refuses other roles', async () => {
    const other = await send('GET', '/hospitalCodes/getHospitalCodes', b.tokens.HOSPITAL);
    expect((other.body.data as { _id: string }[]).map((c) => c._id)).toEqual([records.b.codeId]);
    for (const role of ['DOCTOR', 'NURSE', 'PATIENT', 'ADMIN'] as const) {
      expect((await send('GET', '/hospitalCodes/getHospitalCodes', a.tokens[role])).status, role).toBe(403);
    }
    expect((await send('GET', '/hospitalCodes/getHospitalCodes', undefined)).status).toBe(401);
  });
});

describe('laboratory reports', () => {
  const list = (token: string, id: string, date = day) =>
    send('POST', '/labRequests/getLabRequests', token, { id, date });

  it("lists a day's requests of the hospital in the caller's time zone, with doctor, patient, lab and tests", async () => {
    const answer = await list(a.tokens.HOSPITAL, a.hospitalId);
    expect(answer.status).toBe(200);
    expectConforms('listLabRequestsByDate', answer.body);
    const data = answer.body.data as {
      _id: string;
      status: string;
      tests: { test: string; file?: string }[];
      doctorId: { firstName: string };
      laboratoryId: { firstName: string };
      patientId: { firstName: string };
    }[];
    expect(data.map((r) => r._id)).toEqual([records.a.labRequestId]);
    expect(data[0]).toMatchObject({
      status: 'completed',
      doctorId: { firstName: 'Omar' },
      laboratoryId: { firstName: 'Lab' },
      patientId: { firstName: 'Khalid' },
    });
    expect(data[0]?.tests[0]?.file).toBe(`/api/files/${records.a.reportName}`);
    // The pending request of 23:30 the day before (in Dubai) is on that day's list.
    const before = await list(a.tokens.HOSPITAL, a.hospitalId, '2026-03-09');
    expect((before.body.data as { status: string }[]).map((r) => r.status)).toEqual(['pending']);
    expect((await list(a.tokens.RECEPTIONIST, a.hospitalId)).body).toEqual(answer.body);
  });

  it("gives a laboratory its own requests; another hospital's or laboratory's id is refused", async () => {
    const lab = await list(a.tokens.LABORTORY, a.laboratoryId);
    expect((lab.body.data as { _id: string }[]).map((r) => r._id)).toEqual([records.a.labRequestId]);
    expect((await list(a.tokens.HOSPITAL, b.hospitalId)).status).toBe(403);
    expect((await list(a.tokens.RECEPTIONIST, b.hospitalId)).status).toBe(403);
    expect((await list(a.tokens.LABORTORY, b.laboratoryId)).status).toBe(403);
    expect((await list(a.tokens.LABORTORY, a.hospitalId)).status).toBe(403);
    expect((await list(a.tokens.DOCTOR, a.hospitalId)).status).toBe(403);
  });

  it('answers bad input with 400 and a message', async () => {
    const bad = await list(a.tokens.HOSPITAL, a.hospitalId, '10/03/2026');
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    const missing = await send('POST', '/labRequests/getLabRequests', a.tokens.HOSPITAL, { date: day });
    expect(missing.status).toBe(400);
  });

  it('downloads a report PDF for the hospital, its lab, doctor and patient only', async () => {
    const path = `/labRequests/report/${records.a.labRequestId}/${records.a.reportName}`;
    for (const role of ['HOSPITAL', 'RECEPTIONIST', 'LABORTORY', 'DOCTOR', 'PATIENT'] as const) {
      const answer = await send('GET', path, a.tokens[role]);
      expect(answer.status, role).toBe(200);
      expect(answer.type, role).toBe('application/pdf');
      expect(answer.response.headers.get('content-disposition'), role).toMatch(/^attachment; filename="Haemoglobin/);
      expect(new TextDecoder().decode(await answer.response.arrayBuffer()), role).toMatch(/^%PDF-/);
    }
    for (const role of ['HOSPITAL', 'RECEPTIONIST', 'LABORTORY', 'DOCTOR', 'PATIENT'] as const) {
      expect((await send('GET', path, b.tokens[role])).status, `${role} of hospital B`).toBe(403);
    }
    expect((await send('GET', path, a.tokens.NURSE)).status).toBe(403);
  });

  it("answers 404 for an unknown request or a file that is not the request's report", async () => {
    const unknown = await send('GET', `/labRequests/report/${newId()}/${records.a.reportName}`, a.tokens.HOSPITAL);
    expect(unknown.status).toBe(404);
    const otherFile = await send(
      'GET',
      `/labRequests/report/${records.a.labRequestId}/${records.b.reportName}`,
      a.tokens.HOSPITAL,
    );
    expect(otherFile.status).toBe(404);
    expect(otherFile.body.message).toBe('Report not found');
  });
});

describe('claimed offers', () => {
  it('lists the offers claimed from the hospital with the patient, offer, points and voucher code', async () => {
    const answer = await send('GET', `/rewards/hospital/${a.hospitalId}`, a.tokens.HOSPITAL);
    expect(answer.status).toBe(200);
    expectConforms('listHospitalRewards', answer.body);
    const data = answer.body.data as {
      _id: string;
      createdAt: string;
      patientId: { firstName: string; emiratesId: string };
      packageId: { title: string; points: number; voucherCode: string };
    }[];
    expect(data.map((r) => r._id)).toEqual([records.a.rewardId]);
    expect(data[0]).toMatchObject({
      createdAt: '2026-03-08T14:05:00.000Z',
      patientId: { firstName: 'Khalid' },
      packageId: { title: 'Heart check-up a', points: 150, voucherCode: 'HEARTA20' },
    });
    expect(data[0]?.patientId.emiratesId).toMatch(/^784-/);
    expect((await send('GET', `/rewards/hospital/${a.hospitalId}`, a.tokens.RECEPTIONIST)).body).toEqual(answer.body);
  });

  it("refuses another hospital's claimed offers and other roles", async () => {
    expect((await send('GET', `/rewards/hospital/${b.hospitalId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await send('GET', `/rewards/hospital/${b.hospitalId}`, a.tokens.RECEPTIONIST)).status).toBe(403);
    expect((await send('GET', `/rewards/hospital/${a.hospitalId}`, a.tokens.PATIENT)).status).toBe(403);
    expect((await send('GET', `/rewards/hospital/${newId()}`, a.tokens.HOSPITAL)).status).toBe(404);
  });
});
