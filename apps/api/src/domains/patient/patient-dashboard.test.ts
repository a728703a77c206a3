import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, slots } from '../../db/schema';
import { newId } from '../../ids';
import { pngBytes } from '../../../test/fixtures';
import { createMatrixTenant, pathFor, type MatrixTenant } from '../../../test/contract-calls';
import { imageForm, jpegOfSize, staffClient, type TestServer } from '../../../test/staff-client';
import { PASSWORD } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// The patient dashboard's own calls through the HTTP API (002 "Patient
// dashboard", #25 item 8): a patient reads and changes only his own records
// and his family members'; family members, removing a past appointment, his
// account (details, password, picture) and the account deletion request.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: MatrixTenant;
let b: MatrixTenant;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createMatrixTenant(server, 'a');
  b = await createMatrixTenant(server, 'b');
});
afterAll(async () => {
  await server.close();
});

const db = () => server.services.database.db;
const HOUR = 3600_000;

/** A slot of the tenant's doctor `hours` from now, booked by its patient (through the API when upcoming). */
async function appointmentIn(t: MatrixTenant, hours: number, familyMemberId?: string): Promise<string> {
  const id = newId();
  const start = new Date(Date.now() + hours * HOUR);
  start.setUTCSeconds(0, 0);
  const slot = { id, providerId: t.doctorId, hospitalId: t.hospitalId, startAt: start };
  const endAt = new Date(start.getTime() + 1800_000);
  if (hours < 0) {
    await db()
      .insert(slots)
      .values({ ...slot, endAt, status: 'TAKEN', patientId: t.patientId });
    return id;
  }
  await db()
    .insert(slots)
    .values({ ...slot, endAt });
  const booked = await api.send('POST', '/appointments', t.tokens.PATIENT, {
    patientId: t.patientId,
    slotId: id,
    ...(familyMemberId ? { familyMemberId } : {}),
  });
  expect(booked.status).toBe(201);
  return id;
}

type Member = { _id: string; firstName: string; relation: string; patientId: string };
type Profile = {
  data: { familyMembers: Member[]; prevAppointments: { _id: string }[]; accountDeletionRequest?: boolean };
};
const profileOf = async (t: MatrixTenant, token = t.tokens.PATIENT) =>
  api.conforming<Profile>(await api.send('GET', `/patients/profile/${t.patientId}`, token), 'getPatientProfile');

const member = {
  firstName: 'Omar',
  lastName: 'Khalid',
  relation: 'SON',
  emiratesId: '784-2012-7654321-4',
  phoneNo: '+971-50 333 4455',
};

describe("another patient's records", () => {
  it("answers 403 on another patient's profile, family, papers, results, appointments and account", async () => {
    const reads = [
      'getPatientProfile',
      'getPatientLabResults',
      'listPatientSickLeaves',
      'getAppointmentSickLeave',
      'downloadSickLeave',
      'downloadQrPrescription',
      'getDoctorReport',
      'downloadDoctorReport',
      'deleteFamilyMember',
      'deletePatientAppointment',
      'deactivatePatient',
      'deletePatientProfilePicture',
    ];
    for (const operationId of reads) {
      const operation = server.contract.operations.find((o) => o.operationId === operationId);
      if (!operation) throw new Error(operationId);
      const method = operation.method.toUpperCase();
      const other = await api.send(method, pathFor(operation, b, 'PATIENT'), a.tokens.PATIENT);
      expect(other.status, `${operationId} on another patient's record`).toBe(403);
      if (operation.method === 'get' && !operationId.startsWith('download')) {
        const own = await api.send(method, pathFor(operation, a, 'PATIENT'), a.tokens.PATIENT);
        expect(own.status, `${operationId} on his own record`).toBe(200);
      }
    }
    await api.refused(await api.send('PUT', `/patients/${b.patientId}`, a.tokens.PATIENT, { firstName: 'X' }), 403);
    await api.refused(
      await api.send('POST', '/familyMembers', a.tokens.PATIENT, { ...member, patientId: b.patientId }),
      403,
    );
    const picture = await server.app.request(`/api/patients/uploadProfilePicture/${b.patientId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a.tokens.PATIENT}` },
      body: imageForm(jpegOfSize(1000), 'me.jpg', 'image/jpeg'),
    });
    expect(picture.status).toBe(403);
    // Staff never add or remove a patient's family.
    await api.refused(await api.send('POST', '/familyMembers', a.tokens.HOSPITAL, member), 403);
  });
});

describe('family members', () => {
  it('adds a member with every field checked, once, and lists it in the profile', async () => {
    const add = (body: unknown) => api.send('POST', '/familyMembers', a.tokens.PATIENT, body);
    await api.refused(await add({ ...member, phoneNo: undefined }), 400, 'phoneNo is required');
    await api.refused(await add({ ...member, firstName: '  ' }), 400, 'firstName is required');
    await api.refused(await add({ ...member, relation: 'COUSIN' }), 400, /^relation must be one of: FATHER, MOTHER/);
    await api.refused(
      await add({ ...member, emiratesId: '784201276543214' }),
      400,
      'emiratesId is not in the expected format',
    );
    await api.refused(await add({ ...member, phoneNo: '0501234567' }), 400, 'phoneNo is not in the expected format');
    const created = await api.conforming<{ message: string; data: Member }>(
      await add(member),
      'createFamilyMember',
      201,
    );
    expect(created).toMatchObject({
      message: 'Family Member Added Successfully',
      data: { firstName: 'Omar', relation: 'SON', patientId: a.patientId },
    });
    await api.refused(await add(member), 409, 'This Emirates ID is already in your family members');
    const profile = await profileOf(a);
    expect(profile.data.familyMembers.map((m) => m._id)).toContain(created.data._id);
  });

  it('deletes a member once his upcoming appointments are cancelled', async () => {
    const created = await api.conforming<{ data: Member }>(
      await api.send('POST', '/familyMembers', a.tokens.PATIENT, { ...member, emiratesId: '784-2014-1111111-1' }),
      'createFamilyMember',
      201,
    );
    const id = created.data._id;
    const slotId = await appointmentIn(a, 30, id);
    await api.refused(
      await api.send('DELETE', `/familyMembers/${id}`, a.tokens.PATIENT),
      409,
      'This family member has upcoming appointments: cancel them first',
    );
    expect((await api.send('DELETE', `/appointments/cancel/${slotId}`, a.tokens.PATIENT)).status).toBe(200);
    const deleted = await api.conforming<{ message: string; data: { _id: string } }>(
      await api.send('DELETE', `/familyMembers/${id}`, a.tokens.PATIENT),
      'deleteFamilyMember',
    );
    expect(deleted).toEqual({ message: 'Family Member Deleted Successfully', data: { _id: id } });
    await api.refused(await api.send('DELETE', `/familyMembers/${id}`, a.tokens.PATIENT), 404);
    expect((await profileOf(a)).data.familyMembers.map((m) => m._id)).not.toContain(id);
  });
});

describe("removing a past appointment from the patient's list", () => {
  it('hides a past appointment from the patient only, and refuses an upcoming one', async () => {
    const past = await appointmentIn(a, -72);
    const upcoming = await appointmentIn(a, 40);
    const remove = (id: string, patientId = a.patientId) =>
      api.send('DELETE', `/appointments/${id}/${patientId}`, a.tokens.PATIENT);
    await api.refused(await remove(upcoming), 409, 'An upcoming appointment is cancelled, not deleted');
    await api.refused(await remove(past, a.familyMemberId), 404, 'Appointment not found');
    expect((await profileOf(a)).data.prevAppointments.map((p) => p._id)).toContain(past);
    const removed = await api.conforming<{ data: { upcommingAppointments: { _id: string }[]; newPatient: null } }>(
      await remove(past),
      'deletePatientAppointment',
    );
    expect(removed.data.newPatient).toBeNull();
    expect(removed.data.upcommingAppointments.map((u) => u._id)).toContain(upcoming);
    expect((await profileOf(a)).data.prevAppointments.map((p) => p._id)).not.toContain(past);
    // The visit stays the hospital's record.
    expect((await profileOf(a, a.tokens.HOSPITAL)).data.prevAppointments.map((p) => p._id)).toContain(past);
    await api.refused(await remove(past), 404);
  });
});

type SavedUser = { data: Record<string, unknown> };

describe("the patient's account", () => {
  it('updates the details; a new password needs its confirmation, is hashed and ends older sessions', async () => {
    const own = `/patients/${a.patientId}`;
    const put = (body: unknown, token = a.tokens.PATIENT) => api.send('PUT', own, token, body);
    await api.refused(await put({ password: 'Fresh@2024x' }), 400, 'Both password need to be the same');
    await api.refused(
      await put({ password: 'Fresh@2024x', confirmPassword: 'Other@2024x' }),
      400,
      'Both password need to be the same',
    );
    await api.refused(await put({ location: ' ' }), 400, 'location is required');
    await api.refused(await put({ phone: '050 123' }), 400, 'phone is not in the expected format');
    await api.refused(await put({ email: 'patient-b@demo.test' }), 409, 'This email is already registered');
    const saved = await api.conforming<SavedUser>(
      await put({ firstName: 'Khaled', location: 'Jumeirah', phone: '+971-55 123 4567', insurances: [] }),
      'updatePatient',
    );
    expect(saved.data).toMatchObject({
      _id: a.userIds.PATIENT,
      role: 'PATIENT',
      referenceId: a.patientId,
      firstName: 'Khaled',
      location: 'Jumeirah',
      phone: '+971-55 123 4567',
      accountDeletionRequest: false,
    });
    const [row] = await db().select().from(patients).where(eq(patients.id, a.patientId));
    expect(row).toMatchObject({ firstName: 'Khaled', phone: '+971-55 123 4567' });
    // An admin corrects details but never sets the password.
    await api.refused(await put({ password: 'Fresh@2024x', confirmPassword: 'Fresh@2024x' }, a.tokens.ADMIN), 403);

    const password = 'Fresh@2024x';
    await api.conforming(await put({ password, confirmPassword: password }), 'updatePatient');
    expect((await api.send('GET', `/patients/profile/${a.patientId}`, a.tokens.PATIENT)).status).toBe(401);
    expect((await api.login('patient-a@demo.test', PASSWORD)).status).toBe(401);
    const session = await api.conforming<{ token: string }>(
      await api.login('patient-a@demo.test', password),
      'loginUser',
    );
    a.tokens.PATIENT = session.token;
  });

  it('requests account deletion and cancels the request (the flag toggles)', async () => {
    const toggle = () => api.send('DELETE', `/patients/deactivateUser/${a.patientId}`, a.tokens.PATIENT);
    const requested = await api.conforming<{ data: { accountDeletionRequest: boolean } }>(
      await toggle(),
      'deactivatePatient',
    );
    expect(requested.data.accountDeletionRequest).toBe(true);
    expect((await profileOf(a)).data.accountDeletionRequest).toBe(true);
    const cancelled = await api.conforming<{ data: { accountDeletionRequest: boolean } }>(
      await toggle(),
      'deactivatePatient',
    );
    expect(cancelled.data.accountDeletionRequest).toBe(false);
  });

  it('uploads and removes the profile picture (JPEG by content, at most 500 KB)', async () => {
    const path = `/api/patients/uploadProfilePicture/${a.patientId}`;
    const upload = (bytes: Uint8Array, name = 'me.jpg', type = 'image/jpeg') =>
      server.app.request(path, {
        method: 'PUT',
        headers: { authorization: `Bearer ${a.tokens.PATIENT}` },
        body: imageForm(bytes, name, type),
      });
    await api.refused(await upload(pngBytes), 415);
    await api.refused(await upload(jpegOfSize(500 * 1024 + 1)), 413, 'Size should be less than or equal to 500 KB');
    const put = await api.conforming<{ message: string; data: { image?: string } }>(
      await upload(jpegOfSize(2000)),
      'uploadPatientProfilePicture',
    );
    expect(put.message).toBe('Profile picture updated');
    expect(put.data.image).toMatch(/^\/api\/files\//);
    const removed = await api.conforming<{ message: string; data: { image?: string } }>(
      await api.send('DELETE', `/patients/deleteProfileImage/${a.patientId}`, a.tokens.PATIENT),
      'deletePatientProfilePicture',
    );
    expect(removed.message).toBe('Profile picture deleted');
    expect(removed.data.image).toBeUndefined();
    expect((await server.app.request(put.data.image ?? '')).status).toBe(404);
  });
});
