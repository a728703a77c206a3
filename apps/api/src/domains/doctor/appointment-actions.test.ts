import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorReports, hospitalCodes, hospitalServices, slots } from '../../db/schema';
import { newId } from '../../ids';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { addDoctor, bookAppointment, expectConforms, send, type TestServer } from './testing/paper-fixtures';

// What is done to an appointment (001 §2 "Appointments", §4): End Treatment
// (PUT { status: TAKEN }), approval, deletion (the slot is freed), and a
// doctor's page of approved appointments.

let server: TestServer;
let a: Tenant;
let b: Tenant;
/** A second doctor of hospital A, not assigned to A's appointments. */
let colleague: { id: string; token: string };

const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  send(server, method, path, token, body);

async function slotRow(id: string) {
  const [row] = await server.services.database.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'apt-actions-a');
  b = await createTenant(server, 'apt-actions-b');
  colleague = await addDoctor(server, a, 'apt-actions');
});
afterAll(async () => {
  await server.close();
});

describe('PUT /appointments/{id}: End Treatment and other changes', () => {
  it('lets the doctor end his booked appointment: the status becomes TAKEN', async () => {
    const id = await bookAppointment(server, a, 0.01);
    const answer = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, { status: 'TAKEN' });
    expect(answer.status).toBe(200);
    expectConforms(server, 'updateAppointment', answer.body);
    expect(answer.body.data).toMatchObject({ _id: id, status: 'TAKEN', doctorId: { _id: a.doctorId } });
    expect((await slotRow(id))?.status).toBe('TAKEN');
  });

  it('ends an approved appointment too, and one booked without a service (the service is a display rule)', async () => {
    const approved = await bookAppointment(server, a, 1, { status: 'APPROVED' });
    expect((await call('PUT', `/appointments/${approved}`, a.tokens.DOCTOR, { status: 'TAKEN' })).status).toBe(200);
    const serviceId = newId();
    await server.services.database.db
      .insert(hospitalServices)
      .values({ id: serviceId, hospitalId: a.hospitalId, name: 'Consultation', description: 'A visit', isFree: true });
    const withService = await bookAppointment(server, a, 1.1, { serviceId });
    const ended = await call('PUT', `/appointments/${withService}`, a.tokens.DOCTOR, { status: 'TAKEN' });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'TAKEN', serviceId: { _id: serviceId } });
  });

  it('refuses to end a treatment that has already ended (409)', async () => {
    const id = await bookAppointment(server, a, 1.2, { status: 'TAKEN' });
    const again = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, { status: 'TAKEN' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This treatment has already ended');
  });

  it('refuses another doctor of the same hospital, and a doctor of another hospital (403)', async () => {
    const id = await bookAppointment(server, a, 1.3);
    for (const token of [colleague.token, b.tokens.DOCTOR]) {
      const answer = await call('PUT', `/appointments/${id}`, token, { status: 'TAKEN' });
      expect(answer.status).toBe(403);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await slotRow(id))?.status).toBe('BOOKED');
  });

  it("refuses a nurse a doctor's appointment, and the roles the contract does not list", async () => {
    const id = await bookAppointment(server, a, 1.4);
    for (const token of [a.tokens.NURSE, a.tokens.RECEPTIONIST, a.tokens.PATIENT, a.tokens.LABORTORY]) {
      expect((await call('PUT', `/appointments/${id}`, token, { status: 'TAKEN' })).status).toBe(403);
    }
    expect((await call('PUT', `/appointments/${id}`, undefined, { status: 'TAKEN' })).status).toBe(401);
  });

  it('lets a nurse end her own nurse-service appointment, and the hospital its own', async () => {
    const nurseAppointment = await bookAppointment(server, a, 1.5, { providerId: a.nurseId });
    const byNurse = await call('PUT', `/appointments/${nurseAppointment}`, a.tokens.NURSE, { status: 'TAKEN' });
    expect(byNurse.status).toBe(200);
    expect(byNurse.body.data).toMatchObject({ status: 'TAKEN', type: 'NURSE', nurseId: { _id: a.nurseId } });

    const id = await bookAppointment(server, a, 1.6);
    expect((await call('PUT', `/appointments/${id}`, b.tokens.HOSPITAL, { status: 'TAKEN' })).status).toBe(403);
    expect((await call('PUT', `/appointments/${id}`, a.tokens.HOSPITAL, { status: 'TAKEN' })).status).toBe(200);
  });

  it('approves a booked appointment with status APPROVED, once (409 after)', async () => {
    const id = await bookAppointment(server, a, 1.7);
    const approved = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, { status: 'APPROVED' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED' });
    const again = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, { status: 'APPROVED' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a booked appointment can be approved');
  });

  it('refuses BOOKED and AVAILABLE (only deleting frees a slot) and an empty body (400)', async () => {
    const id = await bookAppointment(server, a, 1.8);
    for (const status of ['BOOKED', 'AVAILABLE']) {
      const answer = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, { status });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('status can only be APPROVED or TAKEN; delete the appointment to free its slot');
    }
    for (const body of [{}, { status: 'DONE' }, { patientId: a.patientId }]) {
      const answer = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await slotRow(id))?.status).toBe('BOOKED');
  });

  it("updates the appointment's description (blank clears it) without changing its status", async () => {
    const id = await bookAppointment(server, a, 1.9, { description: 'Headache' });
    const changed = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, { description: '  Headache, 3 days ' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'BOOKED', description: 'Headache, 3 days' });
    const cleared = await call('PUT', `/appointments/${id}`, a.tokens.DOCTOR, { description: ' ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('description');
  });

  it('answers 404 for an unknown id and for a free slot', async () => {
    expect((await call('PUT', `/appointments/${newId()}`, a.tokens.DOCTOR, { status: 'TAKEN' })).status).toBe(404);
    expect((await call('PUT', `/appointments/${a.slotId}`, a.tokens.DOCTOR, { status: 'TAKEN' })).status).toBe(404);
  });
});

describe('DELETE /appointments/{id}: the booking is cancelled, the slot freed', () => {
  it("lets the doctor delete his booked appointment: the slot stays, free, and the booking's promo code goes", async () => {
    const id = await bookAppointment(server, a, 2, { description: 'Check-up', status: 'APPROVED' });
    await server.services.database.db
      .insert(hospitalCodes)
      .values({ id: newId(), hospitalId: a.hospitalId, slotId: id, patientId: a.patientId, code: 'AAF123' });
    const answer = await call('DELETE', `/appointments/${id}`, a.tokens.DOCTOR);
    expect(answer.status).toBe(200);
    expectConforms(server, 'deleteAppointment', answer.body);
    expect(answer.body).toEqual({ message: 'Appointment deleted', data: { _id: id } });
    expect(await slotRow(id)).toMatchObject({
      status: 'AVAILABLE',
      patientId: null,
      familyMemberId: null,
      serviceId: null,
      description: null,
      providerId: a.doctorId,
    });
    const codes = await server.services.database.db.select().from(hospitalCodes).where(eq(hospitalCodes.slotId, id));
    expect(codes).toEqual([]);
    // It is no longer an appointment; its time can be booked again.
    expect((await call('GET', `/appointments/${id}`, a.tokens.DOCTOR)).status).toBe(404);
    const booked = await call('POST', '/appointments', a.tokens.PATIENT, { slotId: id, patientId: a.patientId });
    expect(booked.status).toBe(201);
  });

  it('lets the hospital delete its own, and refuses hospital B', async () => {
    const id = await bookAppointment(server, a, 2.1);
    expect((await call('DELETE', `/appointments/${id}`, b.tokens.HOSPITAL)).status).toBe(403);
    expect((await call('DELETE', `/appointments/${id}`, a.tokens.HOSPITAL)).status).toBe(200);
  });

  it('refuses another doctor of the hospital, a doctor of another hospital, a nurse and a patient (403)', async () => {
    const id = await bookAppointment(server, a, 2.2);
    for (const token of [colleague.token, b.tokens.DOCTOR, a.tokens.NURSE, a.tokens.PATIENT, a.tokens.RECEPTIONIST]) {
      expect((await call('DELETE', `/appointments/${id}`, token)).status).toBe(403);
    }
    expect((await slotRow(id))?.status).toBe('BOOKED');
  });

  it('refuses a treated appointment and one with medical records (409)', async () => {
    const taken = await bookAppointment(server, a, -1, { status: 'TAKEN' });
    const refused = await call('DELETE', `/appointments/${taken}`, a.tokens.DOCTOR);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A treated appointment cannot be deleted');

    const reported = await bookAppointment(server, a, 2.3);
    await server.services.database.db.insert(doctorReports).values({
      id: newId(),
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      patientId: a.patientId,
      appointmentId: reported,
      treatmentType: 'Medication',
      description: 'Rest',
    });
    const withRecords = await call('DELETE', `/appointments/${reported}`, a.tokens.DOCTOR);
    expect(withRecords.status).toBe(409);
    expect(withRecords.body.message).toBe(
      'This appointment has medical records (reports, sick leave, lab request or prescription)',
    );
    expect((await slotRow(reported))?.patientId).toBe(a.patientId);
  });

  it('answers 404 for an unknown id and a free slot', async () => {
    expect((await call('DELETE', `/appointments/${newId()}`, a.tokens.HOSPITAL)).status).toBe(404);
    expect((await call('DELETE', `/appointments/${a.slotId}`, a.tokens.HOSPITAL)).status).toBe(404);
  });
});

describe('GET /appointments/approvePatientAppointment/{id}/{patientId}', () => {
  const path = (id: string, patientId: string) => `/appointments/approvePatientAppointment/${id}/${patientId}`;

  it('approves a booked appointment (BOOKED -> APPROVED), then answers 409', async () => {
    const id = await bookAppointment(server, a, 3);
    const answer = await call('GET', path(id, a.patientId), a.tokens.HOSPITAL);
    expect(answer.status).toBe(200);
    expectConforms(server, 'approvePatientAppointment', answer.body);
    expect(answer.body.data).toMatchObject({ _id: id, status: 'APPROVED', patientId: { _id: a.patientId } });
    const again = await call('GET', path(id, a.patientId), a.tokens.HOSPITAL);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a booked appointment can be approved');
    const taken = await bookAppointment(server, a, 3.1, { status: 'TAKEN' });
    expect((await call('GET', path(taken, a.patientId), a.tokens.HOSPITAL)).status).toBe(409);
  });

  it("answers 400 when patientId is not the appointment's patient", async () => {
    const id = await bookAppointment(server, a, 3.2);
    const answer = await call('GET', path(id, b.patientId), a.tokens.DOCTOR);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("patientId must be the appointment's patient");
    expect((await slotRow(id))?.status).toBe('BOOKED');
  });

  it('lets the assigned doctor and the receptionist approve; refuses a colleague and hospital B', async () => {
    const mine = await bookAppointment(server, a, 3.3);
    expect((await call('GET', path(mine, a.patientId), colleague.token)).status).toBe(403);
    expect((await call('GET', path(mine, a.patientId), b.tokens.DOCTOR)).status).toBe(403);
    expect((await call('GET', path(mine, a.patientId), b.tokens.RECEPTIONIST)).status).toBe(403);
    expect((await call('GET', path(mine, a.patientId), a.tokens.DOCTOR)).status).toBe(200);
    const other = await bookAppointment(server, a, 3.4);
    expect((await call('GET', path(other, a.patientId), a.tokens.RECEPTIONIST)).status).toBe(200);
    expect((await call('GET', path(newId(), a.patientId), a.tokens.RECEPTIONIST)).status).toBe(404);
  });
});

describe('GET /appointments/doctorApprovedAppointments/{id}', () => {
  let c: Tenant;
  let approved: string[];

  beforeAll(async () => {
    c = await createTenant(server, 'apt-actions-c');
    approved = [];
    for (let i = 0; i < 13; i += 1) approved.push(await bookAppointment(server, c, 10 + i, { status: 'APPROVED' }));
    await bookAppointment(server, c, 5, { status: 'BOOKED' });
    await bookAppointment(server, c, 6, { status: 'TAKEN' });
  });
  const path = (id: string, page?: number) =>
    `/appointments/doctorApprovedAppointments/${id}${page === undefined ? '' : `?page=${page}`}`;

  it("gives the doctor a page of his approved appointments only, latest first, as listDoctorAppointments' pages", async () => {
    const first = await call('GET', path(c.doctorId), c.tokens.DOCTOR);
    expect(first.status).toBe(200);
    expectConforms(server, 'listDoctorApprovedAppointments', first.body);
    const data = first.body.data as { appointments: { _id: string; status: string }[] };
    expect(data).toMatchObject({ pageNumber: 0, numberOfPages: 2, totalItems: 13 });
    expect(data.appointments.map((x) => x._id)).toEqual([...approved].reverse().slice(0, 12));
    expect(new Set(data.appointments.map((x) => x.status))).toEqual(new Set(['APPROVED']));
    const second = await call('GET', path(c.doctorId, 1), c.tokens.DOCTOR);
    expect(second.body.data).toMatchObject({ pageNumber: 1, appointments: [{ _id: approved[0] }] });
  });

  it("lets his hospital's staff read it and refuses others (403), 404 for a nurse's id", async () => {
    for (const token of [c.tokens.HOSPITAL, c.tokens.RECEPTIONIST, c.tokens.NURSE]) {
      expect((await call('GET', path(c.doctorId), token)).status).toBe(200);
    }
    for (const token of [a.tokens.DOCTOR, a.tokens.HOSPITAL, c.tokens.PATIENT]) {
      expect((await call('GET', path(c.doctorId), token)).status).toBe(403);
    }
    expect((await call('GET', path(colleague.id), a.tokens.DOCTOR)).status).toBe(403);
    const nurse = await call('GET', path(c.nurseId), c.tokens.HOSPITAL);
    expect(nurse.status).toBe(404);
    expect(nurse.body.message).toBe('Doctor not found');
  });

  it('answers an empty page for a doctor without approved appointments', async () => {
    const empty = await call('GET', path(b.doctorId), b.tokens.DOCTOR);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ pageNumber: 0, numberOfPages: 0, totalItems: 0, appointments: [] });
  });
});
