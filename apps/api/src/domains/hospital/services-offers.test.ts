import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageCategories, providers, slots } from '../../db/schema';
import { newId } from '../../ids';
import { pdfBytes, pngBytes } from '../../../test/fixtures';
import { jpegOfSize, staffClient, type TestServer } from '../../../test/staff-client';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// A hospital's services and offers through the HTTP API (000 §2.5 "Services",
// "Offers"): multipart create and update with an image, the lists, delete,
// and that one hospital can neither see nor change another's.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;
let technicianId: string;
let categoryId: string;

type Person = { _id: string; firstName: string };
type Service = {
  _id: string;
  name: string;
  price?: number;
  isFree: boolean;
  coveredByInsurance: boolean;
  image?: string;
  doctors: Person[];
  nurses: Person[];
  technicians: Person[];
};
type Offer = {
  _id: string;
  title: string;
  type: string;
  points: number;
  off?: number;
  buyQuantity?: number;
  getQuantity?: number;
  category_id: { _id: string; name_en?: string };
  images: string[];
  voucherCode: string;
  subscribedCount: number;
};

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'svc-a');
  b = await createTenant(server, 'svc-b');
  const db = server.services.database.db;
  technicianId = newId();
  await db.insert(providers).values({
    id: technicianId,
    kind: 'NURSE',
    nurseType: 'Technician',
    hospitalId: a.hospitalId,
    firstName: 'Rashid',
    lastName: 'Tech',
    email: 'rashid-tech@demo.test',
  });
  categoryId = newId();
  await db.insert(packageCategories).values([
    { id: categoryId, nameEn: 'Health Check-ups', nameAr: 'الفحوصات الصحية' },
    { id: newId(), nameEn: 'Dental Care', nameAr: 'العناية بالأسنان' },
  ]);
});
afterAll(async () => {
  await server.close();
});

/** A multipart body: lists as repeated parts, files as file parts. */
function form(fields: Record<string, string | number | boolean | string[] | File>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(key, item);
    else if (value instanceof File) body.append(key, value);
    else body.append(key, String(value));
  }
  return body;
}

const png = (name = 'picture.png', bytes: Uint8Array = pngBytes) => new File([bytes], name, { type: 'image/png' });

const multipart = (method: string, path: string, token: string, body: FormData) =>
  api.call(path, { method, headers: { authorization: `Bearer ${token}` }, body });

const serviceTexts = { name: 'Cardiac Check-up', description: 'ECG and a cardiologist review.' };
const paidService = { ...serviceTexts, isFree: false, price: 450, isCoveredByInsurance: true };

async function createService(fields: Record<string, string | number | boolean | string[] | File>, t = a) {
  const response = await multipart('POST', '/hospitalServices', t.tokens.HOSPITAL, form(fields));
  return (await api.conforming<{ data: Service }>(response, 'createHospitalService', 201)).data;
}

describe('hospital services', () => {
  it('creates a paid service with a doctor, a nurse and an image, and lists it', async () => {
    const service = await createService({
      ...paidService,
      doctors: [a.doctorId],
      nurses: [a.nurseId],
      technicians: [technicianId],
      image: png(),
    });
    expect(service).toMatchObject({ name: 'Cardiac Check-up', price: 450, isFree: false, coveredByInsurance: true });
    expect(service.doctors.map((d) => d._id)).toEqual([a.doctorId]);
    expect(service.nurses.map((n) => n._id)).toEqual([a.nurseId]);
    expect(service.technicians.map((n) => n._id)).toEqual([technicianId]);
    expect(service.image).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    expect((await server.app.request(service.image ?? '')).status).toBe(200);

    const list = await api.conforming<{ data: Service[] }>(
      await api.send('GET', `/hospitalServices/hospital/${a.hospitalId}`, a.tokens.HOSPITAL),
      'listHospitalServices',
    );
    expect(list.data.map((s) => s._id)).toContain(service._id);
    const one = await api.conforming<{ data: Service }>(
      await api.send('GET', `/hospitalServices/${service._id}`, a.tokens.RECEPTIONIST),
      'getHospitalService',
    );
    expect(one.data.doctors[0]?.firstName).toBe('Omar');
  });

  it('a free service has no price; a paid one needs a price above 0', async () => {
    const free = await createService({ ...paidService, isFree: true, price: 99 });
    expect(free.isFree).toBe(true);
    expect(free.price).toBeUndefined();
    const withoutPrice = { ...serviceTexts, isFree: false, isCoveredByInsurance: true };
    await api.refused(
      await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, form(withoutPrice)),
      400,
      /price/i,
    );
    const zero = form({ ...paidService, price: 0 });
    await api.refused(await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, zero), 400, /price/i);
    const negative = form({ ...paidService, price: -50 });
    await api.refused(
      await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, negative),
      400,
      'price must be greater than 0',
    );
    const blank = form({ ...paidService, name: '   ' });
    await api.refused(await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, blank), 400, 'name is required');
  });

  it('names only the hospital’s own doctors, nurses and technicians, each in its own list', async () => {
    const foreign = form({ ...paidService, doctors: [b.doctorId] });
    await api.refused(
      await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, foreign),
      400,
      `doctors: ${b.doctorId} is not a doctor of this hospital`,
    );
    const foreignNurse = form({ ...paidService, nurses: [b.nurseId] });
    await api.refused(await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, foreignNurse), 400, /nurses/);
    const technicianAsNurse = form({ ...paidService, nurses: [technicianId] });
    await api.refused(
      await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, technicianAsNurse),
      400,
      /nurses/,
    );
    const doctorAsNurse = form({ ...paidService, nurses: [a.doctorId] });
    await api.refused(await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, doctorAsNurse), 400, /nurses/);
    const service = await createService({ ...paidService, doctors: [a.doctorId] });
    const update = form({ doctors: [b.doctorId] });
    await api.refused(await multipart('PUT', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL, update), 400);
  });

  it('updates to free, replaces or empties a list, keeps what is not sent', async () => {
    const service = await createService({ ...paidService, doctors: [a.doctorId], nurses: [a.nurseId], image: png() });
    const toFree = form({ isFree: true, isCoveredByInsurance: false, doctors: [''] });
    const updated = await api.conforming<{ data: Service }>(
      await multipart('PUT', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL, toFree),
      'updateHospitalService',
    );
    expect(updated.data).toMatchObject({ isFree: true, coveredByInsurance: false, name: 'Cardiac Check-up' });
    expect(updated.data.price).toBeUndefined();
    expect(updated.data.doctors).toEqual([]);
    expect(updated.data.nurses.map((n) => n._id)).toEqual([a.nurseId]);
    expect(updated.data.image).toBe(service.image);

    // Back to paid: a price is needed; a new image replaces the old file.
    const noPrice = form({ isFree: false });
    await api.refused(await multipart('PUT', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL, noPrice), 400);
    const paid = form({ isFree: false, price: 120.5, image: png('new.png') });
    const again = await api.conforming<{ data: Service }>(
      await multipart('PUT', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL, paid),
      'updateHospitalService',
    );
    expect(again.data.price).toBe(120.5);
    expect(again.data.image).not.toBe(service.image);
    expect((await server.app.request(service.image ?? '')).status).toBe(404);
  });

  it('checks an image by its content and size', async () => {
    const pdfAsPng = form({ ...paidService, image: png('fake.png', pdfBytes) });
    await api.refused(await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, pdfAsPng), 415);
    const big = new File([jpegOfSize(7_500_001)], 'big.jpg', { type: 'image/jpeg' });
    const tooBig = form({ ...paidService, image: big });
    await api.refused(await multipart('POST', '/hospitalServices', a.tokens.HOSPITAL, tooBig), 413);
    const limit = new File([jpegOfSize(7_500_000)], 'limit.jpg', { type: 'image/jpeg' });
    expect((await createService({ ...paidService, image: limit })).image).toMatch(/\.jpg$/);
  });

  it('hospital B can neither read nor change hospital A’s services', async () => {
    const service = await createService(paidService);
    const token = b.tokens.HOSPITAL;
    await api.refused(await api.send('GET', `/hospitalServices/hospital/${a.hospitalId}`, token), 403);
    await api.refused(await api.send('GET', `/hospitalServices/${service._id}`, token), 403);
    const rename = form({ name: 'Taken over' });
    await api.refused(await multipart('PUT', `/hospitalServices/${service._id}`, token, rename), 403);
    await api.refused(await api.send('DELETE', `/hospitalServices/${service._id}`, token), 403);
    await api.refused(await api.send('DELETE', `/hospitalServices/${service._id}`, a.tokens.RECEPTIONIST), 403);
    await api.refused(await multipart('POST', '/hospitalServices', a.tokens.DOCTOR, form(paidService)), 403);
    const still = await api.conforming<{ data: Service }>(
      await api.send('GET', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL),
      'getHospitalService',
    );
    expect(still.data.name).toBe('Cardiac Check-up');
  });

  it('deletes a service and its image, but not while a booked appointment of it is ahead', async () => {
    const service = await createService({ ...paidService, image: png() });
    const db = server.services.database.db;
    const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    start.setUTCMinutes(0, 0, 0);
    const appointmentId = newId();
    await db.insert(slots).values({
      id: appointmentId,
      providerId: a.doctorId,
      hospitalId: a.hospitalId,
      startAt: start,
      endAt: new Date(start.getTime() + 1800_000),
      status: 'BOOKED',
      patientId: a.patientId,
      serviceId: service._id,
    });
    await api.refused(
      await api.send('DELETE', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL),
      409,
      'This service has upcoming appointments and cannot be deleted',
    );
    await db.update(slots).set({ patientId: null, status: 'AVAILABLE' }).where(eq(slots.id, appointmentId));
    const deleted = await api.conforming<{ data: { _id: string } }>(
      await api.send('DELETE', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL),
      'deleteHospitalService',
    );
    expect(deleted.data._id).toBe(service._id);
    expect((await server.app.request(service.image ?? '')).status).toBe(404);
    await api.refused(await api.send('GET', `/hospitalServices/${service._id}`, a.tokens.HOSPITAL), 404);
  });
});

const percentOffer = {
  title: 'Full Body Check-up',
  type: 'ON_PERCENTAGE',
  points: 200,
  off: 20,
  termsAndConditions: 'Book 48 hours ahead.',
  about: 'Blood tests and a doctor review.',
};

async function createOffer(fields: Record<string, string | number | boolean | string[] | File>, t = a) {
  const body = form({ category_id: categoryId, image: png('offer.png'), ...fields });
  const response = await multipart('POST', '/packages', t.tokens.HOSPITAL, body);
  return (await api.conforming<{ data: Offer }>(response, 'createPackage', 201)).data;
}

describe('offers (packages)', () => {
  it('lists the package categories by name', async () => {
    const answer = await api.conforming<{ data: { name_en: string }[] }>(
      await api.send('GET', '/packageCategories', a.tokens.HOSPITAL),
      'listPackageCategories',
    );
    expect(answer.data.map((c) => c.name_en)).toEqual(['Dental Care', 'Health Check-ups']);
  });

  it('creates a percentage offer with its image and a voucher code, and lists it', async () => {
    const offer = await createOffer({ ...percentOffer, buyQuantity: 2 });
    expect(offer).toMatchObject({ title: 'Full Body Check-up', type: 'ON_PERCENTAGE', off: 20, points: 200 });
    expect(offer.buyQuantity).toBeUndefined();
    expect(offer.category_id).toEqual({ _id: categoryId, name_en: 'Health Check-ups', name_ar: 'الفحوصات الصحية' });
    expect(offer.voucherCode).toMatch(/^[A-Z0-9]{10}$/);
    expect(offer.subscribedCount).toBe(0);
    expect(offer.images).toHaveLength(1);
    const list = await api.conforming<{ data: Offer[] }>(
      await api.send('GET', `/packages/hospital/${a.hospitalId}`, a.tokens.RECEPTIONIST),
      'listHospitalPackages',
    );
    expect(list.data.map((o) => o._id)).toContain(offer._id);
  });

  it('refuses a form without image, quantities, a known category or whole points', async () => {
    const post = (fields: Record<string, string | number | File>) =>
      multipart('POST', '/packages', a.tokens.HOSPITAL, form({ category_id: categoryId, ...fields }));
    await api.refused(await post(percentOffer), 400, 'image is required');
    const buy = { ...percentOffer, type: 'BUY_SOME_GET_SOME', image: png() };
    await api.refused(await post(buy), 400, /buyQuantity|getQuantity|off/);
    await api.refused(await post({ ...percentOffer, image: png(), category_id: newId() }), 400, /category_id/);
    await api.refused(await post({ ...percentOffer, image: png(), points: 1.5 }), 400, /points/);
    await api.refused(await post({ ...percentOffer, image: png(), off: 0 }), 400, /off/);
    await api.refused(await post({ ...percentOffer, image: png(), off: 150 }), 400, 'off must be at most 100');
    await api.refused(await post({ ...percentOffer, image: png(), points: -5 }), 400, 'points cannot be negative');
    await api.refused(await post({ ...percentOffer, image: png('fake.png', pdfBytes) }), 415);
    const big = new File([jpegOfSize(7_500_001)], 'big.jpg', { type: 'image/jpeg' });
    await api.refused(await post({ ...percentOffer, image: big }), 413);
  });

  it('switches an offer to buy-some-get-some, keeping its image and voucher code', async () => {
    const offer = await createOffer(percentOffer);
    const body = form({
      ...percentOffer,
      type: 'BUY_SOME_GET_SOME',
      buyQuantity: 2,
      getQuantity: 1,
      category_id: categoryId,
    });
    const updated = await api.conforming<{ data: Offer }>(
      await multipart('PUT', `/packages/${offer._id}`, a.tokens.HOSPITAL, body),
      'updatePackage',
    );
    expect(updated.data).toMatchObject({ type: 'BUY_SOME_GET_SOME', buyQuantity: 2, getQuantity: 1 });
    expect(updated.data.off).toBeUndefined();
    expect(updated.data.images).toEqual(offer.images);
    expect(updated.data.voucherCode).toBe(offer.voucherCode);
  });

  it('hospital B can neither change nor delete hospital A’s offers, nor create one for A', async () => {
    const offer = await createOffer(percentOffer);
    const token = b.tokens.HOSPITAL;
    await api.refused(await api.send('GET', `/packages/hospital/${a.hospitalId}`, token), 403);
    const body = form({ ...percentOffer, category_id: categoryId, title: 'Taken over' });
    await api.refused(await multipart('PUT', `/packages/${offer._id}`, token, body), 403);
    await api.refused(await api.send('DELETE', `/packages/${offer._id}`, token), 403);
    const forA = form({ ...percentOffer, category_id: categoryId, image: png(), hospitalId: a.hospitalId });
    await api.refused(await multipart('POST', '/packages', token, forA), 403);
    await api.refused(await api.send('DELETE', `/packages/${offer._id}`, a.tokens.RECEPTIONIST), 403);
    // A vendor account without its vendor record cannot publish.
    await api.refused(
      await multipart(
        'POST',
        '/packages',
        a.tokens.VENDOR,
        form({ ...percentOffer, category_id: categoryId, image: png() }),
      ),
      403,
    );
  });

  it('deletes an offer and its image', async () => {
    const offer = await createOffer(percentOffer);
    const deleted = await api.conforming<{ data: { _id: string } }>(
      await api.send('DELETE', `/packages/${offer._id}`, a.tokens.HOSPITAL),
      'deletePackage',
    );
    expect(deleted.data._id).toBe(offer._id);
    expect((await server.app.request(offer.images[0] ?? '')).status).toBe(404);
    const list = await api.conforming<{ data: Offer[] }>(
      await api.send('GET', `/packages/hospital/${a.hospitalId}`, a.tokens.HOSPITAL),
      'listHospitalPackages',
    );
    expect(list.data.map((o) => o._id)).not.toContain(offer._id);
  });
});
