import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, PASSWORD, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { imageForm, jpegOfSize, staffClient, type TestServer } from '../../../test/staff-client';

// The laboratory's own account (001 §2 /laboratory/profile, §4 "After a lab
// profile update … forced re-login"): it changes itself only, its picture
// too; a new e-mail or password ends the sessions signed before.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'lab-acct-a');
  b = await createTenant(server, 'lab-acct-b');
});
afterAll(async () => {
  await server.close();
});

const path = (id: string) => `/labortories/${id}`;

describe("the laboratory's own account", () => {
  it('reads and changes its own names and mobile, and stays signed in', async () => {
    await api.conforming(await api.send('GET', path(a.laboratoryId), a.tokens.LABORTORY), 'getLaboratory');
    const updated = await api.conforming<{ data: { firstName: string; mobile: string } }>(
      await api.send('PUT', path(a.laboratoryId), a.tokens.LABORTORY, {
        firstName: 'Central',
        mobile: '+971-50 555 0177',
      }),
      'updateLaboratory',
    );
    expect(updated.data).toMatchObject({ firstName: 'Central', mobile: '+971-50 555 0177' });
    expect((await api.send('GET', path(a.laboratoryId), a.tokens.LABORTORY)).status).toBe(200);
  });

  it('cannot read or change another laboratory, nor its picture (403)', async () => {
    const form = () => imageForm(jpegOfSize(2048), 'me.jpg', 'image/jpeg');
    for (const [method, url, init] of [
      ['GET', path(b.laboratoryId), undefined],
      ['PUT', path(b.laboratoryId), { firstName: 'Taken' }],
      ['DELETE', `/labortories/deleteProfileImage/${b.laboratoryId}`, undefined],
    ] as const) {
      await api.refused(await api.send(method, url, a.tokens.LABORTORY, init), 403);
    }
    const upload = await server.app.request(`/api/labortories/uploadProfilePicture/${b.laboratoryId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a.tokens.LABORTORY}` },
      body: form(),
    });
    expect(upload.status).toBe(403);
    // Nor delete itself, which only its hospital does.
    await api.refused(await api.send('DELETE', path(a.laboratoryId), a.tokens.LABORTORY), 403);
  });

  it('uploads and removes its own picture', async () => {
    const upload = await server.app.request(`/api/labortories/uploadProfilePicture/${a.laboratoryId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a.tokens.LABORTORY}` },
      body: imageForm(jpegOfSize(2048), 'me.jpg', 'image/jpeg'),
    });
    const uploaded = await api.conforming<{ data: { image?: string } }>(upload, 'uploadLaboratoryProfilePicture');
    expect(uploaded.data.image).toMatch(/^\/api\/files\//);
    const removed = await api.conforming<{ data: { image?: string } }>(
      await api.send('DELETE', `/labortories/deleteProfileImage/${a.laboratoryId}`, a.tokens.LABORTORY),
      'deleteLaboratoryProfilePicture',
    );
    expect(removed.data.image).toBeUndefined();
  });

  it('ends its sessions when it changes its e-mail, then its password; it signs in with the new ones', async () => {
    const oldEmail = `labortory-lab-acct-b@demo.test`;
    const first = await api.conforming<{ token: string }>(await api.login(oldEmail, PASSWORD), 'loginUser');
    const email = 'new-lab-acct-b@demo.test';
    await api.conforming(await api.send('PUT', path(b.laboratoryId), first.token, { email }), 'updateLaboratory');
    await api.refused(await api.send('GET', path(b.laboratoryId), first.token), 401);
    await api.refused(await api.send('GET', path(b.laboratoryId), b.tokens.LABORTORY), 401);
    expect((await api.login(oldEmail, PASSWORD)).status).toBe(401);

    const second = await api.conforming<{ token: string }>(await api.login(email, PASSWORD), 'loginUser');
    const password = 'Changed@2024';
    const mismatch = await api.send('PUT', path(b.laboratoryId), second.token, {
      password,
      confirmPassword: 'Other@2024',
    });
    await api.refused(mismatch, 400, 'Both password need to be the same');
    await api.conforming(
      await api.send('PUT', path(b.laboratoryId), second.token, { password, confirmPassword: password }),
      'updateLaboratory',
    );
    await api.refused(await api.send('GET', path(b.laboratoryId), second.token), 401);
    expect((await api.login(email, password)).status).toBe(200);
  });

  it('leaves the laboratory signed in when its hospital edits it (the e-mail there is ignored)', async () => {
    await api.conforming(
      await api.send('PUT', path(a.laboratoryId), a.tokens.HOSPITAL, { lastName: 'Labs', email: 'x-lab@demo.test' }),
      'updateLaboratory',
    );
    expect((await api.send('GET', path(a.laboratoryId), a.tokens.LABORTORY)).status).toBe(200);
  });
});
