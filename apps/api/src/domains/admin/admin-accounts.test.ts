import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doctorReports,
  familyMembers,
  hospitalCodes,
  packageCategories,
  packages,
  patientHospitals,
  patients,
  rewards,
  slots,
  users,
  vendors,
} from '../../db/schema';
import { newId } from '../../ids';
import { hospitalForm } from '../../../test/fixtures';
import { staffClient } from '../../../test/staff-client';
import { createTenant, type Tenant } from '../../../test/tenants';
import { lastLinkToken, startTestServer } from '../../../test/test-server';

// The admin's accounts work (#22): vendors with their accounts, the approval
// mail, deleting patients, and the admin writes refused to everyone else.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Vendor = { _id: string; firstName: string; lastName: string; branch_name: string; email: string; about?: string };
let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;

const vendorForm = {
  firstName: 'Huda',
  lastName: 'Saeed',
  branch_name: 'FitZone Gym – JLT',
  email: 'Huda@FitZone.ae',
  address: 'Cluster D, Jumeirah Lake Towers, Dubai',
  phoneNo: '+971-50 321 7654',
  about: 'A gym with classes all day.',
};

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'adm-a');
  b = await createTenant(server, 'adm-b');
});
afterAll(async () => {
  await server.close();
});

async function createVendor(form: Record<string, string> = vendorForm): Promise<Vendor> {
  const response = await api.send('POST', '/vendors', a.tokens.ADMIN, form);
  const body = await api.conforming<{ message: string; data: Vendor }>(response, 'createVendor', 201);
  expect(body.message).toBe('Vendor created successfully');
  return body.data;
}

describe('vendors', () => {
  it('creates a vendor whose account sets its password from the mailed link and signs in', async () => {
    const noFirstName = Object.fromEntries(Object.entries(vendorForm).filter(([key]) => key !== 'firstName'));
    await api.refused(await api.send('POST', '/vendors', a.tokens.ADMIN, noFirstName), 400, 'firstName is required');
    await api.refused(
      await api.send('POST', '/vendors', a.tokens.ADMIN, { ...vendorForm, branch_name: '  ' }),
      400,
      'branch_name is required',
    );
    await api.refused(
      await api.send('POST', '/vendors', a.tokens.ADMIN, { ...vendorForm, phoneNo: '0501234567' }),
      400,
      'phoneNo is not in the expected format',
    );

    const vendor = await createVendor();
    expect(vendor).toMatchObject({ firstName: 'Huda', branch_name: 'FitZone Gym – JLT', email: 'huda@fitzone.ae' });
    const mail = server.mails.findLast((m) => m.includes('to huda@fitzone.ae:'));
    expect(mail).toMatch(/The Aafiya team has added you to Aafiya as a vendor/);
    await api.refused(await api.login('huda@fitzone.ae', 'Welcome@2024'), 401, 'Invalid Credentials');
    const session = await api.setPasswordAndSignIn('huda@fitzone.ae');
    expect(session.user).toMatchObject({ role: 'VENDOR', referenceId: vendor._id });

    // The address is taken: by this vendor's account, and by a vendor without one (the demo's).
    const twin = await api.send('POST', '/vendors', a.tokens.ADMIN, { ...vendorForm, email: 'HUDA@fitzone.ae' });
    await api.refused(twin, 409, 'This email is already registered');
    await server.services.database.db.insert(vendors).values({
      id: newId(),
      firstName: 'Rahul',
      lastName: 'Menon',
      branchName: 'Vision Plus',
      email: 'rahul@visionplus.ae',
      address: 'Khalifa City',
      phoneNo: '+971-50 555 0199',
    });
    const taken = await api.send('POST', '/vendors', a.tokens.ADMIN, { ...vendorForm, email: 'rahul@visionplus.ae' });
    await api.refused(taken, 409, 'This email is already registered');
  });

  it('lists, reads and updates vendors; a corrected e-mail gets a new link while no password is set', async () => {
    const vendor = await createVendor({ ...vendorForm, email: 'omar@typo.ae', firstName: 'Omar' });
    const typoLink = lastLinkToken(server.mails, 'omar@typo.ae', 'reset-password');
    const list = await api.conforming<{ data: Vendor[] }>(
      await api.send('GET', '/vendors', a.tokens.ADMIN),
      'listVendors',
    );
    expect(list.data.map((v) => v._id)).toContain(vendor._id);
    const one = await api.conforming<{ data: Vendor }>(
      await api.send('GET', `/vendors/${vendor._id}`, a.tokens.ADMIN),
      'getVendor',
    );
    expect(one.data.email).toBe('omar@typo.ae');

    const update = { ...vendorForm, firstName: 'Omer', email: 'omar@fitzone.ae', about: '' };
    const updated = await api.conforming<{ message: string; data: Vendor }>(
      await api.send('PUT', `/vendors/${vendor._id}`, a.tokens.ADMIN, update),
      'updateVendor',
    );
    expect(updated.message).toBe('Vendor update successfully');
    expect(updated.data).toMatchObject({ firstName: 'Omer', email: 'omar@fitzone.ae' });
    expect(updated.data.about).toBeUndefined();
    const [account] = await server.services.database.db.select().from(users).where(eq(users.referenceId, vendor._id));
    expect(account).toMatchObject({ firstName: 'Omer', email: 'omar@fitzone.ae' });
    const stale = await api.send('PUT', '/users/reset-password', undefined, {
      resetLink: typoLink,
      newPass: 'Typo@2024x',
    });
    expect(stale.status).toBe(400);
    const session = await api.setPasswordAndSignIn('omar@fitzone.ae');
    expect(session.user.role).toBe('VENDOR');

    await api.refused(
      await api.send('PUT', `/vendors/${vendor._id}`, a.tokens.ADMIN, { email: 'huda@fitzone.ae' }),
      409,
      'This email is already registered',
    );
    await api.refused(await api.send('PUT', `/vendors/${newId()}`, a.tokens.ADMIN, { about: 'x' }), 404);
  });

  it('deletes a vendor with its account, offers and their claims', async () => {
    const vendor = await createVendor({ ...vendorForm, email: 'leaving@shop.ae' });
    const session = await api.setPasswordAndSignIn('leaving@shop.ae');
    const db = server.services.database.db;
    const categoryId = newId();
    await db.insert(packageCategories).values({ id: categoryId, nameEn: 'Fitness', nameAr: 'لياقة' });
    const packageId = newId();
    await db.insert(packages).values({
      id: packageId,
      vendorId: vendor._id,
      type: 'ON_PERCENTAGE',
      off: 20,
      title: 'Gym month – 20% off',
      categoryId,
      points: 100,
      voucherCode: 'FIT20',
    });
    await db.insert(rewards).values({ id: newId(), packageId, patientId: a.patientId });

    const deleted = await api.send('DELETE', `/vendors/${vendor._id}`, a.tokens.ADMIN);
    const body = await api.conforming<{ message: string; data: { _id: string } }>(deleted, 'deleteVendor');
    expect(body).toEqual({ message: 'Vendor deleted successfully', data: { _id: vendor._id } });
    expect(await db.select().from(packages).where(eq(packages.vendorId, vendor._id))).toEqual([]);
    expect(await db.select().from(rewards).where(eq(rewards.packageId, packageId))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.email, 'leaving@shop.ae'))).toEqual([]);
    await api.refused(await api.send('GET', '/vendors', session.token), 401);
    await api.refused(await api.send('DELETE', `/vendors/${vendor._id}`, a.tokens.ADMIN), 404, 'Vendor not found');
  });
});

describe('hospital approval', () => {
  it('mails the approved hospital that it can sign in, with a fresh confirmation link', async () => {
    const created = await api.call('/hospitals', { method: 'POST', body: hospitalForm({ email: 'desk@marina.ae' }) });
    const { data } = (await created.json()) as { data: { _id: string } };
    const registered = lastLinkToken(server.mails, 'desk@marina.ae', 'verify-email');

    await api.conforming(
      await api.send('PUT', `/hospitals/approveHospital/${data._id}`, a.tokens.ADMIN),
      'approveHospital',
    );
    const approval = server.mails.findLast((m) => m.includes('to desk@marina.ae: Your hospital is approved'));
    expect(approval).toMatch(/You can now sign in: http:\/\/aafiya\.test\/login/);
    const code = lastLinkToken(server.mails, 'desk@marina.ae', 'verify-email');
    expect(code).not.toBe(registered);
    expect((await api.send('PUT', '/users/verify-email', undefined, { code })).status).toBe(200);
    expect((await api.login('desk@marina.ae', 'Strong@123')).status).toBe(200);

    // Approving again sends nothing more.
    const mails = server.mails.length;
    expect((await api.send('PUT', `/hospitals/approveHospital/${data._id}`, a.tokens.ADMIN)).status).toBe(409);
    expect(server.mails).toHaveLength(mails);
  });
});

describe('DELETE /patients/{id}', () => {
  const HOUR = 3600_000;
  async function bookedSlot(t: Tenant, patientId: string, hoursFromNow: number) {
    const id = newId();
    const start = new Date(Date.now() + hoursFromNow * HOUR);
    start.setUTCMinutes(0, 0, 0);
    await server.services.database.db.insert(slots).values({
      id,
      providerId: t.doctorId,
      hospitalId: t.hospitalId,
      startAt: start,
      endAt: new Date(start.getTime() + HOUR / 2),
      status: hoursFromNow > 0 ? 'BOOKED' : 'TAKEN',
      patientId,
    });
    return id;
  }
  const slotOf = async (id: string) =>
    (await server.services.database.db.select().from(slots).where(eq(slots.id, id)))[0];

  it("a hospital takes its own patient off its list once no appointment is to come; the patient's data stays", async () => {
    await api.refused(await api.send('DELETE', `/patients/${a.patientId}`, b.tokens.HOSPITAL), 403);
    const upcoming = await bookedSlot(a, a.patientId, 30);
    await api.refused(await api.send('DELETE', `/patients/${a.patientId}`, a.tokens.HOSPITAL), 409, /upcoming/);
    await server.services.database.db.delete(slots).where(eq(slots.id, upcoming));

    const deleted = await api.send('DELETE', `/patients/${a.patientId}`, a.tokens.HOSPITAL);
    expect((await api.conforming<{ message: string }>(deleted, 'deletePatient')).message).toBe(
      'Patient deleted successfully',
    );
    const db = server.services.database.db;
    expect(await db.select().from(patientHospitals).where(eq(patientHospitals.patientId, a.patientId))).toEqual([]);
    expect(await db.select().from(patients).where(eq(patients.id, a.patientId))).toHaveLength(1);
    // Off the list, the patient is no longer the hospital's to read.
    await api.refused(await api.send('GET', `/patients/${a.patientId}`, a.tokens.HOSPITAL), 403);
  });

  it('an admin deletes a patient: account and family go, upcoming slots are freed, past ones stay', async () => {
    const db = server.services.database.db;
    const memberId = newId();
    await db.insert(familyMembers).values({
      id: memberId,
      patientId: b.patientId,
      firstName: 'Noor',
      lastName: 'B',
      relation: 'DAUGHTER',
      emiratesId: '784-2015-1234567-1',
      phoneNo: '+971-50 111 2234',
    });
    const future = await bookedSlot(b, b.patientId, 48);
    await db.update(slots).set({ familyMemberId: memberId, description: 'Fever' }).where(eq(slots.id, future));
    const past = await bookedSlot(b, b.patientId, -48);

    const deleted = await api.send('DELETE', `/patients/${b.patientId}`, a.tokens.ADMIN);
    await api.conforming(deleted, 'deletePatient');
    expect(await slotOf(future)).toMatchObject({
      status: 'AVAILABLE',
      patientId: null,
      familyMemberId: null,
      description: null,
    });
    expect(await slotOf(past)).toMatchObject({ status: 'TAKEN', patientId: null });
    expect(await db.select().from(familyMembers).where(eq(familyMembers.id, memberId))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, b.userIds.PATIENT))).toEqual([]);
    await api.refused(await api.send('GET', `/patients/profile/${b.patientId}`, b.tokens.PATIENT), 401);
    await api.refused(await api.send('DELETE', `/patients/${b.patientId}`, a.tokens.ADMIN), 404);
  });

  it('anonymises a patient whose visits left clinical records: his contact data and account go, the papers and identity stay', async () => {
    const db = server.services.database.db;
    const c = await createTenant(server, 'adm-c');
    await db
      .update(patients)
      .set({ points: 120, insurances: ['ins-1'], bloodType: 'O+', allergies: ['Penicillin'] })
      .where(eq(patients.id, c.patientId));
    const member = (id: string, emiratesId: string) => ({
      id,
      patientId: c.patientId,
      firstName: 'Sara',
      lastName: 'C',
      relation: 'DAUGHTER' as const,
      emiratesId,
      phoneNo: '+971-50 111 2235',
    });
    const [treatedMember, otherMember] = [newId(), newId()];
    await db
      .insert(familyMembers)
      .values([member(treatedMember, '784-2016-1234567-1'), member(otherMember, '784-2017-1234567-1')]);
    const past = await bookedSlot(c, c.patientId, -72);
    await db.update(slots).set({ familyMemberId: treatedMember }).where(eq(slots.id, past));
    const future = await bookedSlot(c, c.patientId, 72);
    const reportId = newId();
    await db.insert(doctorReports).values({
      id: reportId,
      hospitalId: c.hospitalId,
      doctorId: c.doctorId,
      patientId: c.patientId,
      appointmentId: past,
      treatmentType: 'Medication',
      description: 'Seasonal flu',
    });
    await db.insert(hospitalCodes).values({
      id: newId(),
      hospitalId: c.hospitalId,
      slotId: past,
      patientId: c.patientId,
      code: 'ANON0001',
      status: 'TAKEN',
    });

    await api.conforming(await api.send('DELETE', `/patients/${c.patientId}`, c.tokens.ADMIN), 'deletePatient');
    const [kept] = await db.select().from(patients).where(eq(patients.id, c.patientId));
    expect(kept).toMatchObject({
      userId: null,
      email: `removed-${c.patientId}@aafiya.invalid`,
      phone: '',
      location: '',
      insurances: [],
      points: 0,
      image: null,
      firstName: 'Khalid',
      bloodType: 'O+',
      allergies: ['Penicillin'],
    });
    expect(kept?.anonymisedAt).toBeInstanceOf(Date);
    expect(await db.select().from(users).where(eq(users.id, c.userIds.PATIENT))).toEqual([]);
    await api.refused(await api.send('GET', `/patients/profile/${c.patientId}`, c.tokens.PATIENT), 401);
    expect(await slotOf(future)).toMatchObject({ status: 'AVAILABLE', patientId: null });
    expect(await slotOf(past)).toMatchObject({
      status: 'TAKEN',
      patientId: c.patientId,
      familyMemberId: treatedMember,
    });
    expect(await db.select().from(doctorReports).where(eq(doctorReports.id, reportId))).toHaveLength(1);
    expect(await db.select().from(hospitalCodes).where(eq(hospitalCodes.patientId, c.patientId))).toEqual([]);
    const members = await db.select().from(familyMembers).where(eq(familyMembers.patientId, c.patientId));
    expect(members).toEqual([expect.objectContaining({ id: treatedMember, phoneNo: '' })]);

    // The hospital still reads the record of the visit, with no contact data (the contract's optional fields left out).
    const record = await api.conforming<{ data: Record<string, unknown> }>(
      await api.send('GET', `/patients/${c.patientId}`, c.tokens.HOSPITAL),
      'getPatient',
    );
    expect(record.data).toMatchObject({ firstName: 'Khalid', emiratesId: kept?.emiratesId });
    expect(record.data).not.toHaveProperty('phone');
    // Confirming again is refused; the person may register again with the same Emirates ID.
    await api.refused(await api.send('DELETE', `/patients/${c.patientId}`, c.tokens.ADMIN), 409, /already removed/);
    const again = await api.send('POST', '/patients/createNursePatient', c.tokens.NURSE, {
      email: 'khalid.again@example.ae',
      firstName: 'Khalid',
      lastName: 'C',
      mobile: '+971-55 123 4567',
      birthday: '1985-01-01',
      gender: 'male',
      location: 'Abu Dhabi',
      emiratesId: kept?.emiratesId,
    });
    expect(again.status).toBe(201);
  });
});

describe('admin writes are refused to everyone else', () => {
  it('answers 401 to a guest and 403 to a hospital and a vendor on every admin write', async () => {
    const id = newId();
    const writes: [method: string, path: string, body?: unknown][] = [
      ['POST', '/vendors', vendorForm],
      ['PUT', `/vendors/${id}`, { about: 'x' }],
      ['DELETE', `/vendors/${id}`],
      ['PUT', `/hospitals/approveHospital/${b.hospitalId}`],
      [
        'POST',
        '/hospitals/finance/statistics',
        { hospitalId: a.hospitalId, fromDate: '2026-01-01', toDate: '2026-01-31' },
      ],
      ['POST', '/hospitals/finance/report', { hospitalId: a.hospitalId, fromDate: '2026-01-01', toDate: '2026-01-31' }],
      ['POST', '/hospitals/finance/pcr/statistics', { fromDate: '2026-01-01', toDate: '2026-01-31' }],
      ['POST', '/hospitals/finance/pcr/report', { fromDate: '2026-01-01', toDate: '2026-01-31' }],
      ['POST', '/slots/PCRTests/all', {}],
      ['GET', '/rewards'],
      ['GET', '/admin/dashboard'],
      ['GET', `/hospitals/finance/${a.hospitalId}`],
    ];
    for (const [method, path, body] of writes) {
      expect((await api.send(method, path, undefined, body)).status, `${method} ${path} as a guest`).toBe(401);
      for (const role of ['HOSPITAL', 'VENDOR'] as const) {
        const response = await api.send(method, path, a.tokens[role], body);
        // #23: a vendor updates its own record, so for a vendor the unknown id is not found (the policy's 404).
        const refusal = role === 'VENDOR' && method === 'PUT' && path === `/vendors/${id}` ? 404 : 403;
        expect(response.status, `${method} ${path} as ${role}`).toBe(refusal);
      }
    }
    // Deleting a patient: a hospital its own only (above); a vendor and a guest never.
    expect((await api.send('DELETE', `/patients/${a.patientId}`)).status).toBe(401);
    expect((await api.send('DELETE', `/patients/${a.patientId}`, a.tokens.VENDOR)).status).toBe(403);
  });
});
