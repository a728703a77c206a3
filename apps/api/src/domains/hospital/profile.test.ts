import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitals, lookups, users } from '../../db/schema';
import { newId } from '../../ids';
import { pdfBytes, pngBytes } from '../../../test/fixtures';
import { imageForm, jpegOfSize, staffClient, type TestServer } from '../../../test/staff-client';
import { createTenant, PASSWORD, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// The hospital profile through the HTTP API (000 §2.5, §7): the three update
// forms, the gallery, the profile picture and the add-on services; a hospital
// changes only its own profile.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;
const addon = { pharmacy: newId(), parking: newId(), radiology: newId() };
const insurance = newId();

type Named = { _id: string; name_en?: string };
type Hospital = {
  _id: string;
  name: string;
  email: string;
  image?: string;
  images: string[];
  services: Named[];
  insurances: Named[];
  openingTime?: string;
  closingTime?: string;
  about?: string;
  type: string;
  location: { coordinates: number[] };
  cumulativeRating?: number;
  PCRDPI: boolean;
};
type UpdateResult = { data: { hospital: Hospital; user: { firstName: string; email: string; PCRDPI?: boolean } } };

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'a');
  b = await createTenant(server, 'b');
  const db = server.services.database.db;
  await db.insert(lookups).values([
    { id: addon.pharmacy, kind: 'addon', nameEn: 'Pharmacy', nameAr: 'صيدلية' },
    { id: addon.parking, kind: 'addon', nameEn: 'Free Parking', nameAr: 'مواقف مجانية' },
    { id: addon.radiology, kind: 'addon', nameEn: 'Radiology', nameAr: 'الأشعة' },
    { id: insurance, kind: 'insurance', nameEn: 'Daman', nameAr: 'ضمان' },
  ]);
  await db.update(hospitals).set({ cumulativeRating: 4.5 }).where(eq(hospitals.id, a.hospitalId));
});
afterAll(async () => {
  await server.close();
});

const hospitalA = () => `/hospitals/${a.hospitalId}`;
const put = (body: unknown, token = a.tokens.HOSPITAL, id = a.hospitalId) =>
  api.send('PUT', `/hospitals/${id}`, token, body);
const profileForm = {
  openingTime: '08:00',
  closingTime: '22:30',
  about: 'A general hospital on the Corniche.',
  type: 'HOSPITAL',
  services: [addon.pharmacy, addon.radiology],
};
const accountForm = {
  tradeLicenseNo: '7654321',
  address: 'Corniche Road, Abu Dhabi',
  phoneNo: '+971-50 555 0000',
  email: 'hospital-a@demo.test',
};

describe('reading the profile', () => {
  it('answers { hospital } with the rating, and the add-on services with their names', async () => {
    const { hospital } = await api.conforming<{ hospital: Hospital }>(
      await api.send('GET', hospitalA(), a.tokens.HOSPITAL),
      'getHospital',
    );
    expect(hospital.cumulativeRating).toBe(4.5);
    expect(hospital.services).toEqual([]);
  });

  it('lists every add-on service by name for the update modal, to anyone', async () => {
    const { data } = await api.conforming<{ data: Named[] }>(
      await api.send('GET', '/hospitals/services/all'),
      'listHospitalAddonServices',
    );
    expect(data.map((d) => d.name_en)).toEqual(['Free Parking', 'Pharmacy', 'Radiology']);
  });
});

describe('update form (a): the profile modal', () => {
  it('saves hours, about, type and services, and names the services in the answer', async () => {
    const { data } = await api.conforming<UpdateResult>(
      await put({ ...profileForm, name: 'Corniche Hospital', insurances: [insurance] }),
      'updateHospital',
    );
    expect(data.hospital).toMatchObject({ openingTime: '08:00', closingTime: '22:30', name: 'Corniche Hospital' });
    expect(data.hospital.services.map((s) => s.name_en)).toEqual(['Pharmacy', 'Radiology']);
    expect(data.hospital.insurances.map((s) => s.name_en)).toEqual(['Daman']);
    // The stored user's name changes with the hospital's (the top bar shows it).
    expect(data.user).toMatchObject({ firstName: 'Corniche Hospital', PCRDPI: true });
    const [account] = await server.services.database.db.select().from(users).where(eq(users.id, a.userIds.HOSPITAL));
    expect(account?.firstName).toBe('Corniche Hospital');
  });

  it('requires at least one service, known add-ons only, and half-hour times', async () => {
    await api.refused(await put({ ...profileForm, services: [] }), 400);
    await api.refused(await put({ ...profileForm, services: [insurance] }), 400, 'services: unknown id');
    await api.refused(await put({ ...profileForm, openingTime: '08:15' }), 400);
    await api.refused(await put({ ...profileForm, about: undefined }), 400);
  });
});

describe('update form (b): the account tab', () => {
  it('changes the password only with its confirmation, and stores it hashed', async () => {
    await api.refused(
      await put({ ...accountForm, password: 'NewPass@2025', confirmPassword: 'Other@2025' }),
      400,
      'Both password need to be the same',
    );
    await api.conforming<UpdateResult>(
      await put({ ...accountForm, password: 'NewPass@2025', confirmPassword: 'NewPass@2025' }),
      'updateHospital',
    );
    const [account] = await server.services.database.db.select().from(users).where(eq(users.id, a.userIds.HOSPITAL));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.passwordHash).not.toContain('NewPass@2025');
    expect((await api.login('hospital-a@demo.test', PASSWORD)).status).toBe(401);
    // The new password ended the session it was changed in (#17); the tests below use the new one.
    await api.refused(await api.send('GET', hospitalA(), a.tokens.HOSPITAL), 401);
    const session = await api.conforming<{ token: string }>(
      await api.login('hospital-a@demo.test', 'NewPass@2025'),
      'loginUser',
    );
    a.tokens.HOSPITAL = session.token;
  });

  it('keeps the password when none is entered, and moves the sign-in to a new e-mail', async () => {
    const { data } = await api.conforming<UpdateResult>(
      await put({ ...accountForm, email: 'Desk@Corniche.test', name: 'Corniche Hospital' }),
      'updateHospital',
    );
    expect(data.hospital.email).toBe('desk@corniche.test');
    expect(data.user.email).toBe('desk@corniche.test');
    expect((await api.login('desk@corniche.test', 'NewPass@2025')).status).toBe(200);
  });

  it("refuses another account's e-mail and another hospital's trade licence (409), and bad masks (400)", async () => {
    await api.refused(await put({ ...accountForm, email: 'hospital-b@demo.test' }), 409);
    await db().update(hospitals).set({ tradeLicenseNo: '1111111' }).where(eq(hospitals.id, b.hospitalId));
    await api.refused(await put({ ...accountForm, tradeLicenseNo: '1111111' }), 409);
    await api.refused(await put({ ...accountForm, tradeLicenseNo: '12345' }), 400);
    await api.refused(await put({ ...accountForm, phoneNo: '0501234567' }), 400);
  });
});

describe('update form (c): the location tab', () => {
  it('stores the point, latitude first', async () => {
    const { data } = await api.conforming<UpdateResult>(
      await put({ name: 'Corniche Hospital', location: { type: 'Point', coordinates: [24.4539, 54.3773] } }),
      'updateHospital',
    );
    expect(data.hospital.location.coordinates).toEqual([24.4539, 54.3773]);
    await api.refused(
      await put({ name: 'Corniche Hospital', location: { type: 'Point', coordinates: [124, 54] } }),
      400,
    );
  });
});

describe('gallery', () => {
  const upload = (form: FormData, token = a.tokens.HOSPITAL, id = a.hospitalId) =>
    api.call(`/hospitals/uploadImage/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });

  it('adds a JPEG or PNG judged by content, up to 5 MB, and deletes it by its file name', async () => {
    const { data } = await api.conforming<{ data: { url: string } }>(
      await upload(imageForm(pngBytes, 'lobby.png', 'image/png')),
      'uploadHospitalGalleryImage',
    );
    expect(data.url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    expect((await server.app.request(data.url)).status).toBe(200);
    await api.refused(await upload(imageForm(pdfBytes, 'lobby.jpg', 'image/jpeg')), 415);
    await api.refused(await upload(imageForm(jpegOfSize(5 * 1024 * 1024 + 1), 'big.jpg', 'image/jpeg')), 413);
    await api.refused(await upload(new FormData()), 400);

    const imageId = data.url.split('/').at(-1) ?? '';
    const removed = await api.send(
      'DELETE',
      `/hospitals/deleteGalleryImage/${a.hospitalId}/${imageId}`,
      a.tokens.HOSPITAL,
    );
    const { data: hospital } = await api.conforming<{ data: Hospital }>(removed, 'deleteHospitalGalleryImage');
    expect(hospital.images).not.toContain(data.url);
    expect((await server.app.request(data.url)).status).toBe(404);
    await api.refused(
      await api.send('DELETE', `/hospitals/deleteGalleryImage/${a.hospitalId}/${imageId}`, a.tokens.HOSPITAL),
      404,
    );
  });
});

describe('profile picture', () => {
  const upload = (form: FormData) =>
    api.call(`/hospitals/uploadProfilePicture/${a.hospitalId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a.tokens.HOSPITAL}` },
      body: form,
    });

  it('accepts a JPEG up to 500 KB, refuses other content and larger files, and removes it', async () => {
    const { data } = await api.conforming<{ data: Hospital }>(
      await upload(imageForm(jpegOfSize(500 * 1024), 'me.jpg', 'image/jpeg')),
      'uploadHospitalProfilePicture',
    );
    expect(data.image).toMatch(/^\/api\/files\/[a-f0-9]{32}\.jpg$/);
    await api.refused(await upload(imageForm(pngBytes, 'me.jpg', 'image/jpeg')), 415);
    await api.refused(
      await upload(imageForm(jpegOfSize(500 * 1024 + 1), 'me.jpg', 'image/jpeg')),
      413,
      'Size should be less than or equal to 500 KB',
    );
    const removed = await api.send('DELETE', `/hospitals/deleteProfileImage/${a.hospitalId}`, a.tokens.HOSPITAL);
    expect(
      (await api.conforming<{ data: Hospital }>(removed, 'deleteHospitalProfilePicture')).data.image,
    ).toBeUndefined();
    expect((await server.app.request(data.image ?? '')).status).toBe(404);
  });
});

describe('a hospital changes only itself', () => {
  it("refuses hospital A every change to hospital B's profile, and other roles every change", async () => {
    const form = imageForm(jpegOfSize(1024), 'me.jpg', 'image/jpeg');
    const asA = { authorization: `Bearer ${a.tokens.HOSPITAL}` };
    const attempts = [
      () => put(profileForm, a.tokens.HOSPITAL, b.hospitalId),
      () => api.call(`/hospitals/uploadImage/${b.hospitalId}`, { method: 'PUT', headers: asA, body: form }),
      () => api.send('DELETE', `/hospitals/deleteGalleryImage/${b.hospitalId}/x.png`, a.tokens.HOSPITAL),
      () => api.call(`/hospitals/uploadProfilePicture/${b.hospitalId}`, { method: 'PUT', headers: asA, body: form }),
      () => api.send('DELETE', `/hospitals/deleteProfileImage/${b.hospitalId}`, a.tokens.HOSPITAL),
      () => put(profileForm, a.tokens.RECEPTIONIST),
      () => put(profileForm, a.tokens.ADMIN),
      () => api.send('DELETE', `/hospitals/deleteProfileImage/${a.hospitalId}`, a.tokens.DOCTOR),
    ];
    for (const attempt of attempts) await api.refused(await attempt(), 403);
    const [row] = await db().select().from(hospitals).where(eq(hospitals.id, b.hospitalId));
    expect(row?.openingTime).toBeNull();
  });
});

function db() {
  return server.services.database.db;
}
