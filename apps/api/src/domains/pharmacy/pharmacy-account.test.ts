import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes } from '../../../test/fixtures';
import { staffClient, type TestServer } from '../../../test/staff-client';
import { createTenant, PASSWORD, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// The pharmacy's own details and account form (#21): the staff account's
// rules (confirmation, a free e-mail, a new password ends the sessions) and the
// profile picture's (jpeg only, by content).

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;

interface Pharmacy {
  _id: string;
  name: string;
  branchName: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  image?: string;
}

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'pa-a');
  b = await createTenant(server, 'pa-b');
});
afterAll(async () => {
  await server.close();
});

const path = (t: Tenant) => `/pharmacies/${t.pharmacyId}`;
const upload = (t: Tenant, token: string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.set('image', new File([bytes], name, { type }));
  return api.call(`/pharmacies/uploadProfilePicture/${t.pharmacyId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

describe('the pharmacy account', () => {
  it('gives the pharmacy its branch and the pharmacist, and refuses another pharmacy and other roles', async () => {
    const got = await api.conforming<{ data: Pharmacy }>(
      await api.send('GET', path(a), a.tokens.PHARMACY),
      'getPharmacy',
    );
    expect(got.data).toMatchObject({
      _id: a.pharmacyId,
      name: 'Pharmacy pa-a',
      branchName: 'Pharmacy pa-a – Corniche',
      firstName: 'PHARMACY',
      lastName: 'pa-a',
      email: 'pharmacy-pa-a@staff.test',
      mobile: '+971-50 555 0202',
    });
    expect((await api.send('GET', path(b), a.tokens.PHARMACY)).status).toBe(403);
    expect((await api.send('GET', path(a), a.tokens.LABORTORY)).status).toBe(403);
  });

  it('takes JPEG pictures only, judged by content, and removes them', async () => {
    await api.refused(await upload(a, a.tokens.PHARMACY, pngBytes, 'me.jpg', 'image/jpeg'), 415);
    const uploaded = await api.conforming<{ data: Pharmacy }>(
      await upload(a, a.tokens.PHARMACY, jpegBytes, 'me.jpg', 'image/jpeg'),
      'uploadPharmacyProfilePicture',
    );
    expect(uploaded.data.image).toMatch(/^\/api\/files\//);
    const removed = await api.conforming<{ data: Pharmacy }>(
      await api.call(`/pharmacies/deleteProfileImage/${a.pharmacyId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${a.tokens.PHARMACY}` },
      }),
      'deletePharmacyProfilePicture',
    );
    expect(removed.data.image).toBeUndefined();
  });

  it('checks the confirmation and the e-mail, and a new password ends the earlier sessions', async () => {
    const put = (token: string, body: Record<string, unknown>) => api.send('PUT', path(a), token, body);
    await api.refused(
      await put(a.tokens.PHARMACY, { password: 'Changed@2026', confirmPassword: 'Changed@2027' }),
      400,
      'Both password need to be the same',
    );
    // Another account's e-mail, another pharmacy's.
    await api.refused(
      await put(a.tokens.PHARMACY, { email: 'doctor-pa-b@demo.test' }),
      409,
      'This email is already registered',
    );
    await api.refused(
      await put(a.tokens.PHARMACY, { email: 'pharmacy-pa-b@staff.test' }),
      409,
      'This email is already registered',
    );

    const session = await api.conforming<{ token: string }>(
      await api.login('pharmacy-pa-a@demo.test', PASSWORD),
      'loginUser',
    );
    const updated = await api.conforming<{ data: Pharmacy }>(
      await put(session.token, {
        firstName: 'Anjali',
        lastName: 'Pillai',
        mobile: '+971-50 555 0303',
        email: 'Shifa-pa-a@pharmacy.test',
        password: 'Changed@2026',
        confirmPassword: 'Changed@2026',
      }),
      'updatePharmacy',
    );
    expect(updated.data).toMatchObject({
      firstName: 'Anjali',
      lastName: 'Pillai',
      mobile: '+971-50 555 0303',
      email: 'shifa-pa-a@pharmacy.test',
    });
    // Both sessions signed before the new password end; the new address and password sign in.
    await api.refused(await api.send('GET', path(a), session.token), 401);
    await api.refused(await api.send('GET', path(a), a.tokens.PHARMACY), 401);
    const again = await api.conforming<{ token: string }>(
      await api.login('shifa-pa-a@pharmacy.test', 'Changed@2026'),
      'loginUser',
    );
    expect((await api.send('GET', path(a), again.token)).status).toBe(200);
  });
});
