import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laboratories, labRequests } from '../../db/schema';
import { newId } from '../../ids';
import type { NotificationEvent } from '../../notifications/publisher';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { addDoctor, bookAppointment, expectConforms, send, type TestServer } from './testing/paper-fixtures';

// The doctor's laboratory requests (001 §5 "Lab request (doctor)", §7): one per
// appointment, blank tests dropped, a laboratory of the appointment's
// hospital; changed while pending; read per appointment; listed per
// laboratory or doctor.

let server: TestServer;
let a: Tenant;
let b: Tenant;
let colleague: { id: string; token: string };
/** A second laboratory of hospital A. */
let secondLab: string;

const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  send(server, method, path, token, body);

const requestFor = (t: Tenant, appointmentId: string, extra: Record<string, unknown> = {}) => ({
  appointmentId,
  doctorId: t.doctorId,
  patientId: t.patientId,
  laboratoryId: t.laboratoryId,
  tests: [{ test: 'CBC' }, { test: 'Lipid profile' }],
  ...extra,
});

interface LabRequestBody {
  _id: string;
  status: string;
  tests: { test: string }[];
  laboratoryId?: { _id: string };
  appointmentId?: string;
}

async function insertRequest(t: Tenant, extra: Partial<typeof labRequests.$inferInsert> = {}) {
  const id = newId();
  await server.services.database.db.insert(labRequests).values({
    id,
    hospitalId: t.hospitalId,
    doctorId: t.doctorId,
    patientId: t.patientId,
    laboratoryId: t.laboratoryId,
    tests: [{ test: 'CBC' }],
    ...extra,
  });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'lab-req-a');
  b = await createTenant(server, 'lab-req-b');
  colleague = await addDoctor(server, a, 'lab-req');
  secondLab = newId();
  await server.services.database.db.insert(laboratories).values({
    id: secondLab,
    hospitalId: a.hospitalId,
    firstName: 'Second',
    lastName: 'Lab',
    email: 'second-lab-req@staff.test',
    mobile: '+971-50 555 0199',
  });
});
afterAll(async () => {
  await server.close();
});

describe('POST /labRequests: Request for Laboratory', () => {
  it('creates a pending request with the tests entered, blank ones dropped, and tells the laboratory', async () => {
    const appointmentId = await bookAppointment(server, a, 1);
    const events: NotificationEvent[] = [];
    const stop = server.services.notifications.subscribe(a.userIds.LABORTORY, {
      deliver: (event) => events.push(event),
      close: () => undefined,
    });
    const answer = await call(
      'POST',
      '/labRequests',
      a.tokens.DOCTOR,
      requestFor(a, appointmentId, { tests: [{ test: ' CBC ' }, { test: '' }, { test: '   ' }, { test: 'HbA1c' }] }),
    );
    stop();
    expect(answer.status).toBe(201);
    expectConforms(server, 'createLabRequest', answer.body, 201);
    expect(answer.body.data).toMatchObject({
      status: 'pending',
      tests: [{ test: 'CBC' }, { test: 'HbA1c' }],
      appointmentId,
      laboratoryId: { _id: a.laboratoryId },
      doctorId: { _id: a.doctorId },
      patientId: { _id: a.patientId },
      hospitalId: { _id: a.hospitalId },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      title: 'New lab request',
      data: { kind: 'LAB_REQUEST_CREATED', labRequestId: (answer.body.data as LabRequestBody)._id },
    });
    expect(events[0]?.body).toContain('CBC, HbA1c');
  });

  it('accepts the appointment as slotId', async () => {
    const slotId = await bookAppointment(server, a, 1.1, { status: 'APPROVED' });
    // JSON leaves out the undefined appointmentId.
    const body = { ...requestFor(a, slotId), appointmentId: undefined, slotId };
    const answer = await call('POST', '/labRequests', a.tokens.DOCTOR, body);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ appointmentId: slotId, slotId });
  });

  it('answers "No tests entered" when no test is left (400)', async () => {
    const appointmentId = await bookAppointment(server, a, 1.2);
    for (const tests of [[], [{ test: '' }], [{ test: '  ' }, { test: '' }]]) {
      const answer = await call('POST', '/labRequests', a.tokens.DOCTOR, requestFor(a, appointmentId, { tests }));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('No tests entered');
    }
  });

  it('answers 409 when the appointment already has a lab request', async () => {
    const appointmentId = await bookAppointment(server, a, 1.3);
    expect((await call('POST', '/labRequests', a.tokens.DOCTOR, requestFor(a, appointmentId))).status).toBe(201);
    const again = await call('POST', '/labRequests', a.tokens.DOCTOR, requestFor(a, appointmentId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment already has a lab request');
  });

  it("refuses a laboratory of another hospital, another patient, another doctor's name (400, 403)", async () => {
    const appointmentId = await bookAppointment(server, a, 1.4);
    const foreignLab = await call(
      'POST',
      '/labRequests',
      a.tokens.DOCTOR,
      requestFor(a, appointmentId, { laboratoryId: b.laboratoryId }),
    );
    expect(foreignLab.status).toBe(400);
    expect(foreignLab.body.message).toBe("laboratoryId must be a laboratory of the appointment's hospital");
    const notALab = await call(
      'POST',
      '/labRequests',
      a.tokens.DOCTOR,
      requestFor(a, appointmentId, { laboratoryId: a.nurseId }),
    );
    expect(notALab.status).toBe(400);
    const otherPatient = await call(
      'POST',
      '/labRequests',
      a.tokens.DOCTOR,
      requestFor(a, appointmentId, { patientId: b.patientId }),
    );
    expect(otherPatient.status).toBe(400);
    expect(otherPatient.body.message).toBe("patientId must be the appointment's patient");
    const otherName = await call(
      'POST',
      '/labRequests',
      a.tokens.DOCTOR,
      requestFor(a, appointmentId, { doctorId: colleague.id }),
    );
    expect(otherName.status).toBe(403);
    const twoIds = await call(
      'POST',
      '/labRequests',
      a.tokens.DOCTOR,
      requestFor(a, appointmentId, { slotId: a.slotId }),
    );
    expect(twoIds.status).toBe(400);
    expect(twoIds.body.message).toBe('appointmentId and slotId must name the same appointment');
    const rows = await server.services.database.db
      .select()
      .from(labRequests)
      .where(eq(labRequests.appointmentId, appointmentId));
    expect(rows).toEqual([]);
  });

  it('refuses another doctor of the hospital, a doctor of another hospital and other roles (403)', async () => {
    const appointmentId = await bookAppointment(server, a, 1.5);
    const asColleague = await call(
      'POST',
      '/labRequests',
      colleague.token,
      requestFor(a, appointmentId, { doctorId: colleague.id }),
    );
    expect(asColleague.status).toBe(403);
    const asB = await call(
      'POST',
      '/labRequests',
      b.tokens.DOCTOR,
      requestFor(a, appointmentId, { doctorId: b.doctorId }),
    );
    expect(asB.status).toBe(403);
    for (const token of [a.tokens.NURSE, a.tokens.HOSPITAL, a.tokens.PATIENT, a.tokens.LABORTORY]) {
      expect((await call('POST', '/labRequests', token, requestFor(a, appointmentId))).status).toBe(403);
    }
  });

  it('answers 404 for an appointment that does not exist or is a free slot', async () => {
    expect((await call('POST', '/labRequests', a.tokens.DOCTOR, requestFor(a, newId()))).status).toBe(404);
    expect((await call('POST', '/labRequests', a.tokens.DOCTOR, requestFor(a, a.slotId))).status).toBe(404);
  });
});

describe('PUT /labRequests/{id}: changing a pending request', () => {
  it('lets its doctor change the tests and the laboratory', async () => {
    const id = await insertRequest(a);
    const answer = await call('PUT', `/labRequests/${id}`, a.tokens.DOCTOR, {
      tests: [{ test: 'Vitamin D ' }, { test: '' }, { test: 'TSH' }],
      laboratoryId: secondLab,
    });
    expect(answer.status).toBe(200);
    expectConforms(server, 'updateLabRequest', answer.body);
    expect(answer.body.data).toMatchObject({
      _id: id,
      status: 'pending',
      tests: [{ test: 'Vitamin D' }, { test: 'TSH' }],
      laboratoryId: { _id: secondLab },
    });
  });

  it('answers "No tests entered" (400) and refuses a laboratory of another hospital (400)', async () => {
    const id = await insertRequest(a);
    const blank = await call('PUT', `/labRequests/${id}`, a.tokens.DOCTOR, { tests: [{ test: ' ' }] });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('No tests entered');
    const foreign = await call('PUT', `/labRequests/${id}`, a.tokens.DOCTOR, { laboratoryId: b.laboratoryId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("laboratoryId must be a laboratory of the appointment's hospital");
  });

  it('answers 409 once completed, and refuses a doctor completing it himself (400)', async () => {
    const completed = await insertRequest(a, {
      status: 'completed',
      tests: [{ test: 'CBC', result: '5', range: '4-6' }],
    });
    const late = await call('PUT', `/labRequests/${completed}`, a.tokens.DOCTOR, { tests: [{ test: 'TSH' }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This lab request is completed and can no longer be changed');
    const pending = await insertRequest(a);
    const byDoctor = await call('PUT', `/labRequests/${pending}`, a.tokens.DOCTOR, { status: 'completed' });
    expect(byDoctor.status).toBe(400);
    expect(byDoctor.body.message).toBe('Only the laboratory completes a lab request, by sending its results');
    expect((await call('PUT', `/labRequests/${pending}`, a.tokens.DOCTOR, { status: 'pending' })).status).toBe(200);
  });

  it('refuses a doctor who did not write it, of this hospital or another (403); 404 for an unknown id', async () => {
    const id = await insertRequest(a);
    for (const token of [colleague.token, b.tokens.DOCTOR, a.tokens.LABORTORY, a.tokens.NURSE]) {
      expect((await call('PUT', `/labRequests/${id}`, token, { tests: [{ test: 'TSH' }] })).status).toBe(403);
    }
    expect((await call('PUT', `/labRequests/${newId()}`, a.tokens.DOCTOR, { tests: [{ test: 'TSH' }] })).status).toBe(
      404,
    );
  });
});

describe('GET /labRequests/getAppointmentLabRequest/{id}', () => {
  it("gives the appointment's lab request to its hospital's doctors and nurses and to the patient", async () => {
    const appointmentId = await bookAppointment(server, a, 2);
    const id = await insertRequest(a, { appointmentId });
    for (const token of [a.tokens.DOCTOR, colleague.token, a.tokens.NURSE, a.tokens.PATIENT]) {
      const answer = await call('GET', `/labRequests/getAppointmentLabRequest/${appointmentId}`, token);
      expect(answer.status).toBe(200);
      expectConforms(server, 'getAppointmentLabRequest', answer.body);
      expect(answer.body.data).toMatchObject({ _id: id, appointmentId });
    }
  });

  it('refuses another hospital and another patient (403); 404 when the appointment has none', async () => {
    const appointmentId = await bookAppointment(server, a, 2.1);
    await insertRequest(a, { appointmentId });
    for (const token of [b.tokens.DOCTOR, b.tokens.NURSE, b.tokens.PATIENT]) {
      expect((await call('GET', `/labRequests/getAppointmentLabRequest/${appointmentId}`, token)).status).toBe(403);
    }
    const without = await bookAppointment(server, a, 2.2);
    const none = await call('GET', `/labRequests/getAppointmentLabRequest/${without}`, a.tokens.DOCTOR);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Lab request not found');
    expect((await call('GET', `/labRequests/getAppointmentLabRequest/${newId()}`, a.tokens.DOCTOR)).status).toBe(404);
  });
});

describe('GET /labRequests/{id}: a laboratory’s or a doctor’s requests', () => {
  let c: Tenant;
  /** Hospital C's doctor's requests, oldest first; every other one pending. */
  let all: string[];
  let pending: string[];
  let completed: string[];

  beforeAll(async () => {
    c = await createTenant(server, 'lab-req-c');
    all = [];
    pending = [];
    completed = [];
    const start = Date.now() - 30 * 24 * 3600_000;
    for (let i = 0; i < 14; i += 1) {
      const status = i % 2 === 0 ? 'pending' : 'completed';
      const id = await insertRequest(c, { status, date: new Date(start + i * 3600_000) });
      all.push(id);
      (status === 'pending' ? pending : completed).push(id);
    }
    // Another doctor's and another laboratory's requests of the same hospital are not listed.
    const other = await addDoctor(server, c, 'lab-req-c');
    await insertRequest(c, { doctorId: other.id, laboratoryId: null });
  });
  const path = (id: string, query = '') => `/labRequests/${id}${query}`;
  type Page = { pageNumber: number; numberOfPages: number; totalItems: number; labRequests: LabRequestBody[] };

  it('gives the doctor a page of his requests, newest first, and filters by status', async () => {
    const first = await call('GET', path(c.doctorId), c.tokens.DOCTOR);
    expect(first.status).toBe(200);
    expectConforms(server, 'listLabRequests', first.body);
    const page = first.body.data as Page;
    expect(page).toMatchObject({ pageNumber: 0, numberOfPages: 2, totalItems: 14 });
    expect(page.labRequests.map((r) => r._id)).toEqual([...all].reverse().slice(0, 12));
    const second = (await call('GET', path(c.doctorId, '?page=1'), c.tokens.DOCTOR)).body.data as Page;
    expect(second.labRequests).toHaveLength(2);

    const onlyPending = await call('GET', path(c.doctorId, '?status=pending'), c.tokens.DOCTOR);
    expectConforms(server, 'listLabRequests', onlyPending.body);
    const p = onlyPending.body.data as Page;
    expect(p).toMatchObject({ pageNumber: 0, numberOfPages: 1, totalItems: 7 });
    expect(p.labRequests.map((r) => r._id)).toEqual([...pending].reverse());
    expect(new Set(p.labRequests.map((r) => r.status))).toEqual(new Set(['pending']));
  });

  it('gives the laboratory its own requests (its completed ones on the Test Results tab)', async () => {
    const answer = await call('GET', path(c.laboratoryId, '?status=completed'), c.tokens.LABORTORY);
    expect(answer.status).toBe(200);
    expectConforms(server, 'listLabRequests', answer.body);
    const page = answer.body.data as Page;
    expect(page.totalItems).toBe(7);
    expect(page.labRequests.map((r) => r._id)).toEqual([...completed].reverse());
    const every = (await call('GET', path(c.laboratoryId), c.tokens.LABORTORY)).body.data as Page;
    expect(every.totalItems).toBe(14);
  });

  it("refuses anyone else's list (403): a colleague's, a laboratory's to a doctor, another hospital's", async () => {
    expect((await call('GET', path(c.doctorId), colleague.token)).status).toBe(403);
    expect((await call('GET', path(c.laboratoryId), c.tokens.DOCTOR)).status).toBe(403);
    expect((await call('GET', path(c.doctorId), c.tokens.LABORTORY)).status).toBe(403);
    expect((await call('GET', path(c.laboratoryId), a.tokens.LABORTORY)).status).toBe(403);
    expect((await call('GET', path(c.doctorId), a.tokens.DOCTOR)).status).toBe(403);
    for (const token of [c.tokens.HOSPITAL, c.tokens.NURSE, c.tokens.PATIENT]) {
      expect((await call('GET', path(c.doctorId), token)).status).toBe(403);
    }
  });

  it('answers an empty page, 404 for an unknown id and 400 for a bad status or page', async () => {
    const empty = await call('GET', path(b.doctorId), b.tokens.DOCTOR);
    expect(empty.body.data).toEqual({ pageNumber: 0, numberOfPages: 0, totalItems: 0, labRequests: [] });
    expect((await call('GET', path(newId()), c.tokens.DOCTOR)).status).toBe(404);
    for (const query of ['?status=done', '?page=-1']) {
      const bad = await call('GET', path(c.doctorId, query), c.tokens.DOCTOR);
      expect(bad.status).toBe(400);
      expect(typeof bad.body.message).toBe('string');
    }
  });
});
