import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doctorSpecialities,
  hospitals,
  hospitalServices,
  lookups,
  outbox,
  providers,
  serviceProviders,
} from '../../db/schema';
import { newId } from '../../ids';
import { staffClient, type TestServer } from '../../../test/staff-client';
import { startTestServer } from '../../../test/test-server';

// The patient site's public search (#24): hospitals by text and filters, in
// pages; the hospital page with its doctors and services and no private field;
// the doctor filter's pages; the get-a-quote request.

let server: TestServer;
let api: ReturnType<typeof staffClient>;

const ids = {
  daman: newId(),
  axa: newId(),
  pharmacy: newId(),
  cardiology: newId(),
  noor: newId(),
  parkview: newId(),
  pending: newId(),
  doctor: newId(),
  nurse: newId(),
  technician: newId(),
  service: newId(),
  consultation: newId(),
};
/** Approved hospitals beside Al Noor and Parkview, for the pages. */
const MORE = 13;

function hospital(id: string, name: string, fields: Partial<typeof hospitals.$inferInsert> = {}) {
  return {
    id,
    name,
    type: 'HOSPITAL' as const,
    tradeLicenseNo: '7654321',
    issueDate: '2024-01-01',
    expiryDate: '2028-01-01',
    address: 'Sheikh Zayed Road',
    state: 'Sharjah' as const,
    latitude: 25.2,
    longitude: 55.27,
    phoneNo: '+971-50 555 0000',
    email: `${id}@hospital.test`,
    status: 'APPROVED' as const,
    ...fields,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  const db = server.services.database.db;
  await db.insert(lookups).values([
    { id: ids.daman, kind: 'insurance', nameEn: 'Daman', nameAr: 'ضمان' },
    { id: ids.axa, kind: 'insurance', nameEn: 'AXA', nameAr: 'أكسا' },
    { id: ids.pharmacy, kind: 'addon', nameEn: 'Pharmacy', nameAr: 'صيدلية' },
    { id: ids.cardiology, kind: 'speciality', nameEn: 'Cardiology', nameAr: 'أمراض القلب' },
  ]);
  await db.insert(hospitals).values([
    hospital(ids.noor, 'Al Noor Hospital', {
      address: 'Khalifa Street',
      state: 'Abu Dhabi',
      insurances: [ids.daman],
      services: [ids.pharmacy],
      about: 'A general hospital.',
    }),
    hospital(ids.parkview, 'Mediclinic Parkview', {
      type: 'CLINIC',
      address: 'Al Barsha',
      state: 'Dubai',
      insurances: [ids.axa],
    }),
    hospital(ids.pending, 'Pending Care', { address: 'Khalifa Street', status: 'PENDING', insurances: [ids.daman] }),
    ...Array.from({ length: MORE }, (_, i) => hospital(newId(), `Zeta Clinic ${String(i).padStart(2, '0')}`)),
  ]);
  await db.insert(providers).values([
    {
      id: ids.doctor,
      kind: 'DOCTOR',
      hospitalId: ids.parkview,
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar@parkview.test',
      mobile: '+971-50 999 8877',
    },
    {
      id: ids.nurse,
      kind: 'NURSE',
      nurseType: 'Nurse',
      hospitalId: ids.noor,
      speciality: 'Phlebotomy',
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria@noor.test',
      mobile: '+971-50 999 1111',
    },
    {
      id: ids.technician,
      kind: 'NURSE',
      nurseType: 'Technician',
      hospitalId: ids.noor,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@noor.test',
    },
  ]);
  await db.insert(doctorSpecialities).values({ doctorId: ids.doctor, specialityId: ids.cardiology });
  await db.insert(hospitalServices).values({
    id: ids.service,
    hospitalId: ids.noor,
    name: 'Blood test',
    description: 'A full blood count.',
    isFree: true,
  });
  await db.insert(serviceProviders).values([
    { serviceId: ids.service, providerId: ids.nurse, hospitalId: ids.noor },
    { serviceId: ids.service, providerId: ids.technician, hospitalId: ids.noor },
  ]);
});
afterAll(async () => {
  await server.close();
});

type Hospital = Record<string, unknown> & { _id: string; name: string };
type Paging = { pageNumber: number; numberOfPages: number; totalItems: number };

async function filter(body: Record<string, unknown>, page?: number) {
  const response = await api.send(
    'POST',
    `/hospitals/filter${page === undefined ? '' : `?page=${page}`}`,
    undefined,
    body,
  );
  return api.conforming<{ data: Hospital[]; paging?: Paging }>(response, 'filterHospitals');
}
const names = (list: Hospital[]) => list.map((h) => h.name);

describe('hospital search', () => {
  it('finds approved hospitals by name, address or emirate (in Arabic too), never a pending one', async () => {
    expect(names((await filter({ text: 'khalifa' })).data)).toEqual(['Al Noor Hospital']);
    expect(names((await filter({ text: 'NOOR' })).data)).toEqual(['Al Noor Hospital']);
    expect(names((await filter({ text: 'دبي' })).data)).toEqual(['Mediclinic Parkview']);
    expect(names((await filter({ text: 'ابوظبي' })).data)).toEqual(['Al Noor Hospital']);
    expect(names((await filter({ text: 'Pending' })).data)).toEqual([]);
    // A LIKE wildcard in the text is taken literally.
    expect((await filter({ text: '%' })).data).toEqual([]);
    const searched = await api.conforming<{ data: Hospital[] }>(
      await api.send('GET', `/hospitals/search/${encodeURIComponent('barsha')}`),
      'searchHospitals',
    );
    expect(names(searched.data)).toEqual(['Mediclinic Parkview']);
    const all = await api.conforming<{ data: Hospital[] }>(await api.send('GET', '/hospitals'), 'listHospitals');
    expect(all.data.map((h) => h._id)).not.toContain(ids.pending);
  });

  it('filters by insurance, type, speciality and add-on: any of a group, every group together', async () => {
    const noorOnly = await filter({ checkedInsurances: [ids.daman] });
    expect(names(noorOnly.data)).toEqual(['Al Noor Hospital']);
    expect(noorOnly.data[0]?.insurances).toEqual([{ _id: ids.daman, name_en: 'Daman', name_ar: 'ضمان' }]);
    expect(names((await filter({ checkedInsurances: [ids.daman, ids.axa] })).data)).toEqual([
      'Al Noor Hospital',
      'Mediclinic Parkview',
    ]);
    expect(names((await filter({ checkedInsurances: [ids.daman, ids.axa], hospitalTypes: ['CLINIC'] })).data)).toEqual([
      'Mediclinic Parkview',
    ]);
    expect(names((await filter({ checkedSpecialities: [ids.cardiology] })).data)).toEqual(['Mediclinic Parkview']);
    expect(names((await filter({ checkedAddons: [ids.pharmacy], text: 'al' })).data)).toEqual(['Al Noor Hospital']);
    expect((await filter({ checkedAddons: [ids.pharmacy], checkedInsurances: [ids.axa] })).data).toEqual([]);
    // Hospitals carry no category: the group is accepted and changes nothing.
    expect((await filter({ checkedCategories: [newId()] })).data).toHaveLength(2 + MORE);
    await api.refused(await api.send('POST', '/hospitals/filter', undefined, { hospitalTypes: ['SPA'] }), 400);
  });

  it('answers pages of 12 with the paging object when page is given, every hospital without it', async () => {
    const first = await filter({}, 0);
    expect(first.data).toHaveLength(12);
    expect(first.paging).toEqual({ pageNumber: 0, numberOfPages: 2, totalItems: 2 + MORE });
    const second = await filter({}, 1);
    expect(second.data).toHaveLength(3);
    expect(second.paging).toEqual({ pageNumber: 1, numberOfPages: 2, totalItems: 2 + MORE });
    const unpaged = await filter({});
    expect(unpaged.paging).toBeUndefined();
    expect(names(unpaged.data)).toEqual([...names(first.data), ...names(second.data)]);
    expect(names(unpaged.data)).toEqual([...names(unpaged.data)].sort());
    expect((await filter({ text: 'nothing like it' }, 0)).paging).toEqual({
      pageNumber: 0,
      numberOfPages: 0,
      totalItems: 0,
    });
  });

  it('pages the doctor filter too', async () => {
    const response = await api.send('POST', '/doctors/filter?page=0', undefined, { text: 'omar' });
    const page = await api.conforming<{ data: { _id: string; mobile?: string }[]; paging: Paging }>(
      response,
      'filterDoctors',
    );
    expect(page.data.map((d) => d._id)).toEqual([ids.doctor]);
    expect(page.data[0]?.mobile).toBeUndefined();
    expect(page.paging).toEqual({ pageNumber: 0, numberOfPages: 1, totalItems: 1 });
    const unpaged = await api.send('POST', '/doctors/filter', undefined, { checkedSpecialities: [ids.cardiology] });
    const body = await api.conforming<{ data: unknown[]; paging?: unknown }>(unpaged, 'filterDoctors');
    expect(body.data).toHaveLength(1);
    expect(body.paging).toBeUndefined();
  });
});

describe('the hospital page', () => {
  it('has the hospital, its doctors and its services with their providers, and no private field', async () => {
    const get = (id: string) => api.send('GET', `/hospitals/details/${id}`);
    type Details = {
      data: {
        hospital: Hospital;
        doctors: Record<string, unknown>[];
        otherServices: (Record<string, unknown> & { nurses: { firstName: string }[] })[];
      };
    };
    const noor = await api.conforming<Details>(await get(ids.noor), 'getHospitalDetails');
    expect(noor.data.hospital).toMatchObject({ _id: ids.noor, name: 'Al Noor Hospital', about: 'A general hospital.' });
    expect(noor.data.hospital.services).toEqual([{ _id: ids.pharmacy, name_en: 'Pharmacy', name_ar: 'صيدلية' }]);
    expect(noor.data.otherServices).toEqual([
      expect.objectContaining({
        _id: ids.service,
        name: 'Blood test',
        isFree: true,
        doctors: [],
        nurses: [{ _id: ids.nurse, firstName: 'Maria', lastName: 'Santos', speciality: 'Phlebotomy' }],
        technicians: [{ _id: ids.technician, firstName: 'Ravi', lastName: 'Kumar' }],
      }),
    ]);
    const parkview = await api.conforming<Details>(await get(ids.parkview), 'getHospitalDetails');
    expect(parkview.data.doctors.map((d) => d._id)).toEqual([ids.doctor]);
    // A doctor in the provider picker comes with his specialities.
    await server.services.database.db.insert(hospitalServices).values({
      id: ids.consultation,
      hospitalId: ids.parkview,
      name: 'Heart check',
      description: 'ECG and a consultation.',
      isFree: false,
      price: 300,
    });
    await server.services.database.db
      .insert(serviceProviders)
      .values({ serviceId: ids.consultation, providerId: ids.doctor, hospitalId: ids.parkview });
    const picker = await api.conforming<Details>(await get(ids.parkview), 'getHospitalDetails');
    expect(picker.data.otherServices[0]).toMatchObject({
      doctors: [{ _id: ids.doctor, specialityId: [{ _id: ids.cardiology, name_en: 'Cardiology' }] }],
    });
    // No trade licence, account e-mail or phone of the hospital, no staff mobile, anywhere in the answers.
    for (const answer of [noor, parkview, picker, await filter({}), await filter({ text: 'noor' }, 0)]) {
      const text = JSON.stringify(answer);
      for (const secret of ['tradeLicenseNo', '7654321', 'issueDate', 'expiryDate', '@hospital.test', '+971-50']) {
        expect(text).not.toContain(secret);
      }
    }
    for (const key of ['tradeLicenseNo', 'email', 'phoneNo', 'status'])
      expect(noor.data.hospital).not.toHaveProperty(key);
    // A doctor's sign-in e-mail and mobile stay with his hospital.
    for (const key of ['email', 'mobile']) expect(parkview.data.doctors[0]).not.toHaveProperty(key);
    // Kept until the data changes: a new service shows at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await get(ids.noor);
    expect((await get(ids.noor)).headers.get('x-cache')).toBe('hit');
    await server.services.database.db.insert(hospitalServices).values({
      id: newId(),
      hospitalId: ids.noor,
      name: 'X-ray',
      description: 'Chest X-ray.',
      isFree: false,
      price: 150,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const changed = await get(ids.noor);
    expect(changed.headers.get('x-cache')).toBe('miss');
    expect(((await changed.json()) as Details).data.otherServices).toHaveLength(2);
    await api.refused(await get(ids.pending), 404, 'Hospital not found');
    await api.refused(await get(newId()), 404, 'Hospital not found');
  });
});

describe('get a quote', () => {
  it('mails the request to the company mailbox (201), and refuses a bad e-mail or phone with a message', async () => {
    const request = {
      name: 'Sara Ahmed',
      phone: '+971-50 123 4567',
      email: 'Sara@Company.ae',
      message: 'A quote for 40 employees, please.',
    };
    const sent = await api.conforming<{ message: string }>(
      await api.send('POST', '/quotes', undefined, request),
      'requestQuote',
      201,
    );
    expect(sent.message).toBeTruthy();
    const [mail] = await server.services.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ toAddress: 'info@aafiya.ae', subject: 'Quote request from Sara Ahmed' });
    for (const part of ['+971-50 123 4567', 'sara@company.ae', 'A quote for 40 employees, please.']) {
      expect(mail?.body).toContain(part);
    }
    await api.refused(
      await api.send('POST', '/quotes', undefined, { ...request, email: 'not-an-email' }),
      400,
      /email/,
    );
    await api.refused(await api.send('POST', '/quotes', undefined, { ...request, phone: '0501234567' }), 400, /phone/);
    await api.refused(await api.send('POST', '/quotes', undefined, { ...request, message: '' }), 400, /message/);
  });
});
