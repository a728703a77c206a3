import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../contract/validator';
import { nurseReports, slots } from '../../db/schema';
import { newId } from '../../ids';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// The Nurse Diagnosis the doctor reads on the diagnosis screen (#19): the
// nurse report of an appointment.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
let withReport: string;
let withoutReport: string;

async function get(path: string, token: string) {
  const response = await server.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function appointment(t: Tenant, daysAhead: number) {
  const id = newId();
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    status: 'BOOKED',
    patientId: t.patientId,
  });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'nra');
  b = await createTenant(server, 'nrb');
  withReport = await appointment(a, 3);
  withoutReport = await appointment(a, 4);
  await server.services.database.db.insert(nurseReports).values({
    id: newId(),
    hospitalId: a.hospitalId,
    nurseId: a.nurseId,
    doctorId: a.doctorId,
    patientId: a.patientId,
    appointmentId: withReport,
    height: 1.72,
    weight: 70,
    bp: '120/80',
    bt: 36.8,
    complain: 'Headache since the morning.',
    heartRate: 72,
    glucose: 95,
  });
});
afterAll(async () => {
  await server.close();
});

describe('getAppointmentNurseReport', () => {
  it("gives the appointment's nurse report to its hospital's doctor and to its patient", async () => {
    for (const token of [a.tokens.DOCTOR, a.tokens.PATIENT, a.tokens.NURSE]) {
      const answer = await get(`/nurseReports/appointment/${withReport}`, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ bp: '120/80', complain: 'Headache since the morning.' });
      const operation = server.contract.operations.find((o) => o.operationId === 'getAppointmentNurseReport');
      if (!operation) throw new Error('in the contract');
      expect(createValidators(server.contract).response(operation, 200, answer.body)).toBeUndefined();
    }
  });

  it('answers 404 when the appointment has none', async () => {
    const answer = await get(`/nurseReports/appointment/${withoutReport}`, a.tokens.DOCTOR);
    expect(answer.status).toBe(404);
    expect(typeof answer.body.message).toBe('string');
  });

  it("refuses another hospital's doctor and another patient", async () => {
    expect((await get(`/nurseReports/appointment/${withReport}`, b.tokens.DOCTOR)).status).toBe(403);
    expect((await get(`/nurseReports/appointment/${withReport}`, b.tokens.PATIENT)).status).toBe(403);
  });
});
