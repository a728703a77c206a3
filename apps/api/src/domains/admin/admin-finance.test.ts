import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitals, packageCategories, packages, rewards, slots, vendors } from '../../db/schema';
import { newId } from '../../ids';
import { pdfTextItems } from '../../pdf/testing/pdf-text';
import { hospitalForm } from '../../../test/fixtures';
import { staffClient } from '../../../test/staff-client';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { APPOINTMENT_FEE_AED } from './finance-totals';

// The admin's finance, PCR schedule, claimed offers and dashboard (#22; 002 §7, §9).
// Days are Dubai's (UTC+4): a period of days ends at 20:00 UTC of its last day.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Listed = { _id: string; status: string; hospitalId?: { _id: string; name?: string }; type?: string };
let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;
let off: Tenant;
const ids = {} as Record<'booked' | 'approved' | 'taken' | 'lastEvening' | 'pcrBooked' | 'pcrTaken' | 'pcrB', string>;

async function slot(t: Tenant, at: string, fields: Partial<typeof slots.$inferInsert> = {}): Promise<string> {
  const id = newId();
  const start = new Date(at);
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 1800_000),
    ...fields,
  });
  return id;
}
const booked = (t: Tenant, status: 'BOOKED' | 'APPROVED' | 'TAKEN' = 'BOOKED') => ({ status, patientId: t.patientId });
const pcr = (t: Tenant, status: 'BOOKED' | 'TAKEN') => ({
  ...booked(t, status),
  providerId: t.nurseId,
  pcrType: 'PCR_TEST' as const,
});

async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toContain('filename="Appointment Slip.pdf"');
  const pages = await pdfTextItems(new Uint8Array(await response.arrayBuffer()));
  return pages.flatMap((items) => items.map((item) => item.text)).join(' ');
}

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'fin-a');
  b = await createTenant(server, 'fin-b');
  off = await createTenant(server, 'fin-off');
  await server.services.database.db.update(hospitals).set({ pcrdpi: false }).where(eq(hospitals.id, off.hospitalId));
  // March 2026 in Dubai: 1 to 10 March is 28 Feb 20:00 UTC to 10 March 20:00 UTC.
  ids.booked = await slot(a, '2026-03-02T06:00:00Z', booked(a));
  ids.approved = await slot(a, '2026-03-03T06:00:00Z', booked(a, 'APPROVED'));
  ids.taken = await slot(a, '2026-03-04T06:00:00Z', booked(a, 'TAKEN'));
  ids.lastEvening = await slot(a, '2026-03-10T19:30:00Z', booked(a)); // 23:30 on 10 March in Dubai
  await slot(a, '2026-03-05T06:00:00Z'); // free: no appointment
  await slot(a, '2026-03-10T20:00:00Z', booked(a)); // 11 March in Dubai
  await slot(b, '2026-03-02T06:00:00Z', booked(b)); // another hospital
  ids.pcrBooked = await slot(a, '2026-03-02T04:00:00Z', pcr(a, 'BOOKED'));
  ids.pcrTaken = await slot(a, '2026-03-03T04:00:00Z', pcr(a, 'TAKEN'));
  ids.pcrB = await slot(b, '2026-03-06T04:00:00Z', pcr(b, 'BOOKED'));
  await slot(off, '2026-03-02T04:00:00Z', pcr(off, 'BOOKED')); // PCR turned off
  await slot(a, '2026-03-07T04:00:00Z', { providerId: a.nurseId, pcrType: 'PCR_VACCINATION', ...booked(a) });
});
afterAll(async () => {
  await server.close();
});

const march = { fromDate: '2026-03-01', toDate: '2026-03-10' };

describe('hospital finance', () => {
  it("reads the clinic, and lists its appointments of the period's days with their status", async () => {
    const finance = await api.conforming<{ data: { hospital: { _id: string; name: string }[] } }>(
      await api.send('GET', `/hospitals/finance/${a.hospitalId}`, a.tokens.ADMIN),
      'getHospitalFinance',
    );
    expect(finance.data.hospital).toHaveLength(1);
    expect(finance.data.hospital[0]).toMatchObject({ _id: a.hospitalId, name: 'Hospital fin-a' });
    await api.refused(await api.send('GET', `/hospitals/finance/${newId()}`, a.tokens.ADMIN), 404);

    const body = { hospitalId: a.hospitalId, ...march };
    const stats = await api.conforming<{ data: Listed[] }>(
      await api.send('POST', '/hospitals/finance/statistics', a.tokens.ADMIN, body),
      'getHospitalFinanceStatistics',
    );
    expect(stats.data.map((s) => s._id)).toEqual([
      ids.pcrBooked,
      ids.booked,
      ids.pcrTaken,
      ids.approved,
      ids.taken,
      expect.any(String), // the vaccination of 7 March: also an appointment of the hospital
      ids.lastEvening,
    ]);
    expect(stats.data.map((s) => s.status)).toEqual([
      'BOOKED',
      'BOOKED',
      'TAKEN',
      'APPROVED',
      'TAKEN',
      'BOOKED',
      'BOOKED',
    ]);

    const missing = { hospitalId: a.hospitalId, fromDate: '2026-03-01' };
    await api.refused(
      await api.send('POST', '/hospitals/finance/statistics', a.tokens.ADMIN, missing),
      400,
      'Select Start date and End date first',
    );
    const backwards = { hospitalId: a.hospitalId, fromDate: '2026-03-10', toDate: '2026-03-01' };
    await api.refused(await api.send('POST', '/hospitals/finance/statistics', a.tokens.ADMIN, backwards), 400);
    const nowhere = { hospitalId: newId(), ...march };
    await api.refused(await api.send('POST', '/hospitals/finance/report', a.tokens.ADMIN, nowhere), 404);
  });

  it('makes the report PDF with the hospital, the appointments and the totals, in English and Arabic', async () => {
    const body = { hospitalId: a.hospitalId, ...march };
    // 002 §9: total appointments are the BOOKED ones (4); the amount is 21 AED × every listed appointment (7).
    const english = await pdfText(await api.send('POST', '/hospitals/finance/report', a.tokens.ADMIN, body));
    expect(english).toContain('Hospital fin-a');
    expect(english).toMatch(/Total appointments: 4/);
    expect(english).toMatch(new RegExp(`Total amount: ${7 * APPOINTMENT_FEE_AED} AED`));
    expect(english).toContain('01/03/2026 – 10/03/2026');
    expect(english).toContain('Dr. Omar fin-a');
    expect(english).toContain('Approved');

    const arabic = await pdfText(await api.send('POST', '/hospitals/finance/report?lang=ar', a.tokens.ADMIN, body));
    expect(arabic).toContain('Hospital fin-a');
    expect(arabic).toContain('إجمالي المواعيد');
    expect(arabic).toContain('درهم');
    expect(arabic).toContain(String(7 * APPOINTMENT_FEE_AED));

    const empty = { hospitalId: a.hospitalId, fromDate: '2025-01-01', toDate: '2025-01-02' };
    const none = await pdfText(await api.send('POST', '/hospitals/finance/report', a.tokens.ADMIN, empty));
    expect(none).toContain('No appointments in this period.');
    expect(none).toMatch(/Total amount: 0 AED/);
  });
});

describe('PCR', () => {
  it('lists the PCR test appointments of every PCR hospital, and reports 21 AED per booked one', async () => {
    const stats = await api.conforming<{ data: Listed[] }>(
      await api.send('POST', '/hospitals/finance/pcr/statistics', a.tokens.ADMIN, march),
      'getPcrFinanceStatistics',
    );
    expect(stats.data.map((s) => s._id)).toEqual([ids.pcrBooked, ids.pcrTaken, ids.pcrB]);
    expect(stats.data.map((s) => s.hospitalId?.name)).toEqual(['Hospital fin-a', 'Hospital fin-a', 'Hospital fin-b']);
    expect(stats.data.every((s) => s.type === 'PCR_TEST')).toBe(true);
    await api.refused(
      await api.send('POST', '/hospitals/finance/pcr/statistics', a.tokens.ADMIN, { toDate: '2026-03-10' }),
      400,
      'Select Start date and End date first',
    );

    const text = await pdfText(await api.send('POST', '/hospitals/finance/pcr/report', a.tokens.ADMIN, march));
    expect(text).toContain('PCR Tests');
    expect(text).toMatch(/Total appointments: 2/);
    expect(text).toMatch(new RegExp(`Total amount: ${2 * APPOINTMENT_FEE_AED} AED`));
    expect(text).toContain('Hospital fin-b');
  });

  it("shows the PCR Schedule: every PCR hospital's test slots in the window, each with its hospital", async () => {
    const free = await slot(b, '2026-03-08T04:00:00Z', { providerId: b.nurseId, pcrType: 'PCR_TEST' });
    const window = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-07T00:00:00.000Z' };
    const listed = await api.conforming<{ data: Listed[] }>(
      await api.send('POST', '/slots/PCRTests/all', a.tokens.ADMIN, window),
      'listAllPcrTestSlots',
    );
    expect(listed.data.map((s) => s._id)).toEqual([ids.pcrBooked, ids.pcrTaken, ids.pcrB]);
    expect(listed.data[2]?.hospitalId).toMatchObject({ _id: b.hospitalId, name: 'Hospital fin-b' });
    const all = await api.conforming<{ data: Listed[] }>(
      await api.send('POST', '/slots/PCRTests/all', a.tokens.ADMIN),
      'listAllPcrTestSlots',
    );
    expect(all.data.map((s) => s._id)).toContain(free);
    expect(all.data.some((s) => s.hospitalId?._id === off.hospitalId)).toBe(false);
  });
});

describe('claimed offers and the dashboard', () => {
  it('lists every claim, from hospitals and vendors, with patient and offer', async () => {
    const db = server.services.database.db;
    const categoryId = newId();
    await db.insert(packageCategories).values({ id: categoryId, nameEn: 'Wellness', nameAr: 'عافية' });
    const vendorId = newId();
    await db.insert(vendors).values({
      id: vendorId,
      firstName: 'Huda',
      lastName: 'Saeed',
      branchName: 'FitZone',
      email: 'huda@fit.ae',
      address: 'JLT',
      phoneNo: '+971-50 321 7654',
    });
    const offer = (owner: { hospitalId: string } | { vendorId: string }, title: string, voucherCode: string) => ({
      id: newId(),
      ...owner,
      type: 'ON_PERCENTAGE' as const,
      off: 10,
      title,
      categoryId,
      points: 40,
      voucherCode,
    });
    const hospitalOffer = offer({ hospitalId: a.hospitalId }, 'Check-up 10% off', 'CHECK10');
    const vendorOffer = offer({ vendorId }, 'Gym 10% off', 'GYM10');
    await db.insert(packages).values([hospitalOffer, vendorOffer]);
    await db.insert(rewards).values([
      { id: newId(), packageId: hospitalOffer.id, patientId: a.patientId, createdAt: new Date('2026-03-01T10:00:00Z') },
      { id: newId(), packageId: vendorOffer.id, patientId: b.patientId, createdAt: new Date('2026-03-02T10:00:00Z') },
    ]);

    type Claim = {
      vendorId?: { firstName: string; lastName: string };
      hospitalId?: { name: string };
      patientId: { firstName: string; emiratesId: string };
      packageId: { title: string; points: number; voucherCode: string };
    };
    const claims = await api.conforming<{ data: Claim[] }>(
      await api.send('GET', '/rewards', a.tokens.ADMIN),
      'listRewards',
    );
    expect(claims.data).toHaveLength(2);
    const [fromVendor, fromHospital] = claims.data;
    expect(fromVendor).toMatchObject({
      vendorId: { firstName: 'Huda', lastName: 'Saeed' },
      patientId: { firstName: 'Khalid' },
      packageId: { title: 'Gym 10% off', points: 40, voucherCode: 'GYM10' },
    });
    expect(fromVendor?.hospitalId).toBeUndefined();
    expect(fromHospital).toMatchObject({
      hospitalId: { name: 'Hospital fin-a' },
      packageId: { voucherCode: 'CHECK10' },
    });
    expect(fromHospital?.vendorId).toBeUndefined();
    expect(fromHospital?.patientId.emiratesId).toMatch(/^784-/);
  });

  it("counts hospitals, this month's appointments and patients, and claims; a registration moves them", async () => {
    type Counts = Record<
      'hospitalsApproved' | 'hospitalsPending' | 'appointmentsThisMonth' | 'claimedOffers' | 'newPatientsThisMonth',
      number
    >;
    const read = async () =>
      (
        await api.conforming<{ data: Counts }>(
          await api.send('GET', '/admin/dashboard', a.tokens.ADMIN),
          'getAdminDashboard',
        )
      ).data;
    const before = await read();
    expect(before).toMatchObject({ hospitalsApproved: 3, hospitalsPending: 0, newPatientsThisMonth: 3 });
    expect(before.claimedOffers).toBe(await countOf('rewards'));

    // A booking starting now (this month wherever the caller is), and a hospital that registers.
    await slot(b, server.services.now().toISOString(), booked(b));
    const created = await api.call('/hospitals', { method: 'POST', body: hospitalForm({ email: 'new@clinic.ae' }) });
    expect(created.status).toBe(201);
    const after = await read();
    expect(after.hospitalsPending).toBe(1);
    expect(after.hospitalsApproved).toBe(3);
    expect(after.appointmentsThisMonth).toBe(before.appointmentsThisMonth + 1);
  });
});

async function countOf(table: string): Promise<number> {
  const [row] = await server.services.database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}
