import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../../db/schema';
import { newId } from '../../ids';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { expectConforms, send, type TestServer } from './testing/paper-fixtures';

// The patient profile's vitals form (001 §2 "Patient profile (shared)"):
// nurses and doctors of a hospital the patient is linked to, and the patient.

let server: TestServer;
let a: Tenant;
let b: Tenant;

const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  send(server, method, path, token, body);

/** The nurse form's seven fields. */
const nurseForm = {
  bloodType: 'A+',
  allergies: [' Penicillin', 'Peanuts ', '  ', 'Peanuts'],
  height: 172,
  weight: 70.5,
  heartRate: 72,
  temprature: 36.8,
  glucose: 95,
};

async function patientRow(id: string) {
  const [row] = await server.services.database.db.select().from(patients).where(eq(patients.id, id));
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'vitals-a');
  b = await createTenant(server, 'vitals-b');
});
afterAll(async () => {
  await server.close();
});

describe('PUT /patients/vitals/{id}', () => {
  it("lets a nurse of the patient's hospital set the seven vitals; allergies trimmed, blank and repeated dropped", async () => {
    const answer = await call('PUT', `/patients/vitals/${a.patientId}`, a.tokens.NURSE, nurseForm);
    expect(answer.status).toBe(200);
    expectConforms(server, 'updatePatientVitals', answer.body);
    expect(answer.body.data).toMatchObject({
      _id: a.patientId,
      bloodType: 'A+',
      allergies: ['Penicillin', 'Peanuts'],
      height: 172,
      weight: 70.5,
      heartRate: 72,
      temprature: 36.8,
      glucose: 95,
    });
    expect(await patientRow(a.patientId)).toMatchObject({ temperature: 36.8, allergies: ['Penicillin', 'Peanuts'] });
    const profile = await call('GET', `/patients/${a.patientId}`, a.tokens.NURSE);
    expect(profile.body.data).toMatchObject({ bloodType: 'A+', temprature: 36.8 });
  });

  it('lets a doctor of the hospital update them too', async () => {
    const answer = await call('PUT', `/patients/vitals/${a.patientId}`, a.tokens.DOCTOR, { ...nurseForm, weight: 69 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ weight: 69 });
  });

  it("lets the patient send his own form (with diseases), keeping what only the nurse's form sets", async () => {
    await call('PUT', `/patients/vitals/${a.patientId}`, a.tokens.NURSE, nurseForm);
    const answer = await call('PUT', `/patients/vitals/${a.patientId}`, a.tokens.PATIENT, {
      bloodType: 'O-',
      allergies: [],
      diseases: ['Asthma ', ' '],
      height: 173,
      weight: 71,
    });
    expect(answer.status).toBe(200);
    expectConforms(server, 'updatePatientVitals', answer.body);
    expect(answer.body.data).toMatchObject({
      bloodType: 'O-',
      allergies: [],
      diseases: ['Asthma'],
      height: 173,
      weight: 71,
      heartRate: 72,
      temprature: 36.8,
      glucose: 95,
    });
  });

  it("refuses another hospital's nurse and doctor, another patient, and roles the contract does not list (403)", async () => {
    const before = await patientRow(a.patientId);
    for (const token of [
      b.tokens.NURSE,
      b.tokens.DOCTOR,
      b.tokens.PATIENT,
      a.tokens.HOSPITAL,
      a.tokens.RECEPTIONIST,
      a.tokens.LABORTORY,
    ]) {
      const answer = await call('PUT', `/patients/vitals/${a.patientId}`, token, { ...nurseForm, height: 150 });
      expect(answer.status).toBe(403);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await call('PUT', `/patients/vitals/${a.patientId}`, undefined, nurseForm)).status).toBe(401);
    expect((await patientRow(a.patientId))?.height).toBe(before?.height);
  });

  it('answers 400 for a missing or malformed field and 404 for an unknown patient', async () => {
    for (const body of [
      { ...nurseForm, height: undefined }, // left out by JSON
      { ...nurseForm, height: -1 },
      { ...nurseForm, glucose: 0 },
      { ...nurseForm, bloodType: 'Z+' },
      { ...nurseForm, allergies: 'Peanuts' },
      { ...nurseForm, pulse: 70 },
    ]) {
      const answer = await call('PUT', `/patients/vitals/${a.patientId}`, a.tokens.NURSE, body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await call('PUT', `/patients/vitals/${newId()}`, a.tokens.NURSE, nurseForm)).status).toBe(404);
  });
});
