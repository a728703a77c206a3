import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalForm, jpegBytes, patientForm, pngBytes } from '../../../test/fixtures';
import { createTenant, type Tenant } from '../../../test/tenants';
import { lastLinkToken, startTestServer } from '../../../test/test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let admin: Tenant;

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const put = (body: unknown) => ({ ...json(body), method: 'PUT' });
const call = (path: string, init?: RequestInit) => server.app.request(`/api${path}`, init);
const login = (email: string, password: string) => call('/users/login', json({ email, password }));

/** Checks an answer against the contract's schema for that operation and status. */
async function conforming(response: Response, operationId: string) {
  const body: unknown = await response.json();
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`unknown operation ${operationId}`);
  const { createValidators } = await import('../../contract/validator');
  const problem = createValidators(server.contract).response(operation, response.status, body);
  expect(problem, `answer of ${operationId} matches the contract`).toBeUndefined();
  return body as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTenant(server, 'admin');
});
afterAll(async () => {
  await server.close();
});

describe('hospital registration', () => {
  it('registers a pending hospital, refuses its login until approved, then signs it in', async () => {
    const created = await call('/hospitals', { method: 'POST', body: hospitalForm() });
    expect(created.status).toBe(201);
    const { data } = (await conforming(created, 'registerHospital')) as { data: { _id: string; status: string } };
    expect(data.status).toBe('PENDING');

    const early = await login('admin@alnoor.ae', 'Strong@123');
    expect(early.status).toBe(403);
    expect(((await early.json()) as { message: string }).message).toMatch(/waiting for approval/);

    const pending = await call('/hospitals/get/pending', {
      headers: { authorization: `Bearer ${admin.tokens.ADMIN}` },
    });
    const list = (await conforming(pending, 'listPendingHospitals')) as { data: { _id: string }[] };
    expect(list.data.map((h) => h._id)).toContain(data._id);

    const licence = await call(`/hospitals/getTradeLicenseFile/${data._id}`, {
      headers: { authorization: `Bearer ${admin.tokens.ADMIN}` },
    });
    expect(licence.status).toBe(200);
    expect(licence.headers.get('content-type')).toBe('application/pdf');
    expect(licence.headers.get('x-content-type-options')).toBe('nosniff');

    const approve = await call(`/hospitals/approveHospital/${data._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.tokens.ADMIN}` },
    });
    await conforming(approve, 'approveHospital');
    const again = await call(`/hospitals/approveHospital/${data._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.tokens.ADMIN}` },
    });
    expect(again.status).toBe(409);

    const unverified = await login('admin@alnoor.ae', 'Strong@123');
    expect(unverified.status).toBe(403);
    expect(((await unverified.json()) as { message: string }).message).toMatch(/confirm your email/);

    const code = lastLinkToken(server.mails, 'admin@alnoor.ae', 'verify-email');
    expect((await call('/users/verify-email', put({ code }))).status).toBe(200);
    expect((await call('/users/verify-email', put({ code }))).status).toBe(400); // single use

    const ok = await login('ADMIN@alnoor.ae', 'Strong@123');
    const session = (await conforming(ok, 'loginUser')) as { user: { role: string }; hospital: { PCRDPI: boolean } };
    expect(session.user.role).toBe('HOSPITAL');
    expect(session.hospital.PCRDPI).toBe(false);
  });

  it('refuses a trade licence that is not a PDF and leaves nothing behind', async () => {
    const before = await server.services.database.query<{ n: number }>('select count(*)::int as n from files');
    const response = await call('/hospitals', {
      method: 'POST',
      body: hospitalForm({
        email: 'fake@clinic.ae',
        tradeLicenseFile: new File([pngBytes], 'licence.pdf', { type: 'application/pdf' }),
      }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Only PDF Files Allowed' });
    const after = await server.services.database.query<{ n: number }>('select count(*)::int as n from files');
    expect(after[0]?.n).toBe(before[0]?.n);
    const hospitals = await server.services.database.query('select id from hospitals where email = $1', [
      'fake@clinic.ae',
    ]);
    expect(hospitals).toHaveLength(0);
  });

  it('names the missing or wrong field', async () => {
    const missing = await call('/hospitals', {
      method: 'POST',
      body: hospitalForm({ tradeLicenseFile: undefined, email: 'x@y.ae' }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('tradeLicenseFile is required');
    const phone = await call('/hospitals', {
      method: 'POST',
      body: hospitalForm({ phoneNo: '0501234567', email: 'p@y.ae' }),
    });
    expect(((await phone.json()) as { message: string }).message).toBe('phoneNo is not in the expected format');
  });
});

describe('patient registration and passwords', () => {
  it('registers, verifies, signs in, resets the password once', async () => {
    const created = await call('/patients', {
      method: 'POST',
      body: patientForm({ image: new File([jpegBytes], 'me.jpg', { type: 'image/jpeg' }) }),
    });
    expect(created.status).toBe(201);
    const { data } = (await conforming(created, 'registerPatient')) as { data: { _id: string; gender: string } };
    expect(data.gender).toBe('female');

    const duplicate = await call('/patients', {
      method: 'POST',
      body: patientForm({ emiratesId: '784-1990-7654321-1' }),
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: 'This email is already registered' });

    const resend = await call('/users/resend-verification/fatima@example.ae');
    expect(resend.status).toBe(200);
    const code = lastLinkToken(server.mails, 'fatima@example.ae', 'verify-email');
    expect((await call('/users/verify-email', put({ code }))).status).toBe(200);
    expect((await call('/users/resend-verification/fatima@example.ae')).status).toBe(409);

    const signedIn = await login('fatima@example.ae', 'Strong@123');
    const session = (await conforming(signedIn, 'loginUser')) as { token: string; user: { _id: string } };
    const me = await call(`/users/${session.user._id}`, { headers: { authorization: `Bearer ${session.token}` } });
    await conforming(me, 'getUser');

    expect((await call('/users/forget-password', put({ email: 'nobody@example.ae' }))).status).toBe(200);
    expect((await call('/users/forget-password', put({ email: 'fatima@example.ae' }))).status).toBe(200);
    const resetLink = lastLinkToken(server.mails, 'fatima@example.ae', 'reset-password');
    expect((await call('/users/reset-password', put({ resetLink, newPass: 'Newer@456' }))).status).toBe(200);
    const reused = await call('/users/reset-password', put({ resetLink, newPass: 'Other@789' }));
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: 'This reset link is invalid or has expired' });
    expect((await login('fatima@example.ae', 'Strong@123')).status).toBe(401);
    expect((await login('fatima@example.ae', 'Newer@456')).status).toBe(200);
  });

  it('answers a wrong password with Invalid Credentials', async () => {
    const response = await login('fatima@example.ae', 'wrong-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid Credentials' });
  });
});
