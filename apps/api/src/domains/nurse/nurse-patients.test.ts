import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient, type TestServer } from '../../../test/staff-client';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// The nurse's Add Patient (001 §2 "Patient list", §5 "Add Patient by nurse"):
// every field required, the +971 and Emirates ID masks, gender male or
// female; the patient joins the nurse's hospital's list and sets a password
// through password recovery.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;

const patient = (extra: Record<string, unknown> = {}) => ({
  email: 'Fatima.Zahra@Example.ae',
  firstName: 'Fatima',
  lastName: 'Al Zahra',
  mobile: '+971-55 123 4567',
  birthday: '1992-04-18',
  gender: 'female',
  location: 'Al Barsha, Dubai',
  emiratesId: '784-1992-7654321-4',
  ...extra,
});

const add = (body: unknown, token = a.tokens.NURSE) => api.send('POST', '/patients/createNursePatient', token, body);

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'npa');
});
afterAll(async () => {
  await server.close();
});

describe('POST /patients/createNursePatient', () => {
  it("adds the patient to the nurse's hospital; the patient sets a password through the mailed recovery link", async () => {
    const { data } = await api.conforming<{ data: { _id: string; email: string; mobile: string } }>(
      await add(patient()),
      'createNursePatient',
      201,
    );
    expect(data).toMatchObject({ email: 'fatima.zahra@example.ae', mobile: '+971-55 123 4567', gender: 'female' });
    const list = await api.conforming<{ data: { patients: { _id: string }[] } }>(
      await api.send('GET', '/patients?page=0', a.tokens.HOSPITAL),
      'listPatients',
    );
    expect(list.data.patients.map((p) => p._id)).toContain(data._id);
    // No password works before the patient sets one.
    expect((await api.login('fatima.zahra@example.ae', 'Demo@12345')).status).toBe(401);
    const session = await api.setPasswordAndSignIn('fatima.zahra@example.ae');
    expect(session.user).toMatchObject({ role: 'PATIENT', referenceId: data._id });
  });

  it('requires every field, holds the masks, and takes gender male or female only', async () => {
    const fields = ['email', 'firstName', 'lastName', 'mobile', 'birthday', 'gender', 'location', 'emiratesId'];
    for (const field of fields) {
      const body = Object.fromEntries(
        Object.entries(patient({ email: `${field}@example.ae` })).filter(([key]) => key !== field),
      );
      await api.refused(await add(body), 400, `${field} is required`);
    }
    await api.refused(await add(patient({ firstName: '' })), 400, 'firstName is required');
    await api.refused(await add(patient({ location: '' })), 400, 'location is required');
    await api.refused(await add(patient({ mobile: '0551234567' })), 400, 'mobile is not in the expected format');
    await api.refused(
      await add(patient({ emiratesId: '78419927654321' })),
      400,
      'emiratesId is not in the expected format',
    );
    await api.refused(await add(patient({ gender: 'other' })), 400, 'gender must be one of: male, female');
    await api.refused(await add(patient({ email: 'not-an-email' })), 400, 'email must be a valid email');
  });

  it('refuses an e-mail or an Emirates ID already registered (409)', async () => {
    await api.refused(
      await add(patient({ emiratesId: '784-1990-1111111-1' })),
      409,
      'This email is already registered',
    );
    // A staff member's address is taken too.
    await api.refused(
      await add(patient({ email: 'nurse-npa@demo.test', emiratesId: '784-1990-1111111-1' })),
      409,
      'This email is already registered',
    );
    await api.refused(await add(patient({ email: 'other@example.ae' })), 409, 'This Emirates ID is already registered');
  });

  it('is for nurses only', async () => {
    for (const token of [a.tokens.HOSPITAL, a.tokens.RECEPTIONIST, a.tokens.DOCTOR, a.tokens.PATIENT]) {
      await api.refused(await add(patient({ email: 'someone@example.ae' }), token), 403);
    }
  });
});
