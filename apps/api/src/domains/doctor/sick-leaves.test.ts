import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, patientHospitals, sickLeaves } from '../../db/schema';
import { newId } from '../../ids';
import { verifyAddress } from '../../papers';
import { pdfTextItems } from '../../pdf/testing/pdf-text';
import { dayOf } from '../../time/zoned-day';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { sickLeavePaper, sickLeavePdf } from './sick-leave-pdf';
import { FROM_BEFORE_TODAY, TO_BEFORE_FROM } from './sick-leaves';
import { addDoctor, bookAppointment, decodeQr, expectConforms, send, type TestServer } from './testing/paper-fixtures';

// Sick leaves (001 §5): approving one at an appointment, correcting it, the
// patient's and the appointment's leaves, and its PDF in English and Arabic.

let server: TestServer;
let a: Tenant;
let b: Tenant;
/** Hospital A's doctor's booked appointments with its patient. */
let appointment: string;
let otherAppointment: string;
/** A doctor of hospital A who is not assigned to those appointments. */
let colleague: { id: string; token: string };

/** 'YYYY-MM-DD' `n` days from today in Dubai. */
const day = (n: number) => {
  const today = dayOf(new Date(), 'Asia/Dubai');
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

const leaveBody = (t: Tenant, appointmentId: string, extra: Record<string, unknown> = {}) => ({
  doctorId: t.doctorId,
  patientId: t.patientId,
  appointmentId,
  from: day(0),
  to: day(2),
  description: 'Acute bronchitis; rest at home.',
  ...extra,
});

interface LeaveBody {
  data: {
    _id: string;
    from: string;
    to: string;
    description: string;
    issuedDate: string;
    appointmentId?: string;
    patientId: { _id: string; firstName: string };
    doctorId?: { _id: string };
  };
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'leave-a');
  b = await createTenant(server, 'leave-b');
  appointment = await bookAppointment(server, a, 1);
  otherAppointment = await bookAppointment(server, a, 2, { status: 'TAKEN' });
  colleague = await addDoctor(server, a, 'leave-a');
});
afterAll(async () => {
  await server.close();
});

describe('POST /leaves: approving a sick leave', () => {
  let created: LeaveBody['data'];

  it('creates the leave of an appointment assigned to the doctor', async () => {
    const answer = await send(server, 'POST', '/leaves', a.tokens.DOCTOR, leaveBody(a, appointment));
    expect(answer.status).toBe(201);
    expectConforms(server, 'createSickLeave', answer.body, 201);
    created = (answer.body as unknown as LeaveBody).data;
    expect(created).toMatchObject({
      from: day(0),
      to: day(2),
      description: 'Acute bronchitis; rest at home.',
      appointmentId: appointment,
      patientId: { _id: a.patientId, firstName: 'Khalid' },
      doctorId: { _id: a.doctorId },
    });
    const [row] = await server.services.database.db.select().from(sickLeaves).where(eq(sickLeaves.id, created._id));
    expect(created.issuedDate).toBe(row?.issuedAt.toISOString());
    expect(row?.hospitalId).toBe(a.hospitalId);
  });

  it('answers 409 for an appointment that already has one (the client updates it)', async () => {
    const again = await send(server, 'POST', '/leaves', a.tokens.DOCTOR, leaveBody(a, appointment));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment already has a sick leave');
  });

  it('refuses a to date before the from date, a from date before today and an empty description', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: day(3), to: day(2) }, TO_BEFORE_FROM],
      [{ from: day(-1), to: day(2) }, FROM_BEFORE_TODAY],
      [{ description: '   ' }, 'Description is required'],
    ];
    for (const [extra, message] of cases) {
      const answer = await send(server, 'POST', '/leaves', a.tokens.DOCTOR, leaveBody(a, otherAppointment, extra));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(TO_BEFORE_FROM).toBe('To date cannot be before from date');
    for (const field of ['description', 'from', 'to']) {
      const body = Object.fromEntries(Object.entries(leaveBody(a, otherAppointment)).filter(([key]) => key !== field));
      expect((await send(server, 'POST', '/leaves', a.tokens.DOCTOR, body)).status).toBe(400);
    }
    const leaves = await server.services.database.db
      .select()
      .from(sickLeaves)
      .where(eq(sickLeaves.appointmentId, otherAppointment));
    expect(leaves).toEqual([]);
  });

  it('accepts a one-day leave today for a treatment already ended', async () => {
    const answer = await send(
      server,
      'POST',
      '/leaves',
      a.tokens.DOCTOR,
      leaveBody(a, otherAppointment, { from: day(0), to: day(0) }),
    );
    expect(answer.status).toBe(201);
  });

  it("refuses another patient's id (400) and another doctor's name (403)", async () => {
    const third = await bookAppointment(server, a, 3);
    const wrongPatient = await send(
      server,
      'POST',
      '/leaves',
      a.tokens.DOCTOR,
      leaveBody(a, third, { patientId: b.patientId }),
    );
    expect(wrongPatient.status).toBe(400);
    expect(wrongPatient.body.message).toBe("patientId must be the appointment's patient");
    const wrongDoctor = await send(
      server,
      'POST',
      '/leaves',
      a.tokens.DOCTOR,
      leaveBody(a, third, { doctorId: colleague.id }),
    );
    expect(wrongDoctor.status).toBe(403);
  });

  it('refuses a doctor of another hospital, a colleague not assigned, a nurse and a patient', async () => {
    const third = await bookAppointment(server, a, 4);
    for (const [token, doctorId] of [
      [b.tokens.DOCTOR, b.doctorId],
      [colleague.token, colleague.id],
    ] as const) {
      const answer = await send(server, 'POST', '/leaves', token, leaveBody(a, third, { doctorId }));
      expect(answer.status).toBe(403);
    }
    for (const token of [a.tokens.NURSE, a.tokens.PATIENT]) {
      expect((await send(server, 'POST', '/leaves', token, leaveBody(a, third))).status).toBe(403);
    }
  });

  it('answers 404 for an appointment that does not exist or a free slot', async () => {
    expect((await send(server, 'POST', '/leaves', a.tokens.DOCTOR, leaveBody(a, newId()))).status).toBe(404);
    expect((await send(server, 'POST', '/leaves', a.tokens.DOCTOR, leaveBody(a, a.slotId))).status).toBe(404);
  });

  describe('PUT /leaves/{id}: correcting it', () => {
    it('updates the dates and description, keeping the issue date', async () => {
      const answer = await send(
        server,
        'PUT',
        `/leaves/${created._id}`,
        a.tokens.DOCTOR,
        leaveBody(a, appointment, { from: day(1), to: day(5), description: 'Bronchitis; five days of rest.' }),
      );
      expect(answer.status).toBe(200);
      expectConforms(server, 'updateSickLeave', answer.body);
      expect((answer.body as unknown as LeaveBody).data).toMatchObject({
        _id: created._id,
        from: day(1),
        to: day(5),
        description: 'Bronchitis; five days of rest.',
        issuedDate: created.issuedDate,
      });
    });

    it('applies the same rules, and keeps a first day already past when it is left as it was', async () => {
      const put = (extra: Record<string, unknown>, token = a.tokens.DOCTOR) =>
        send(server, 'PUT', `/leaves/${created._id}`, token, leaveBody(a, appointment, extra));
      const backwards = await put({ from: day(4), to: day(3) });
      expect(backwards.status).toBe(400);
      expect(backwards.body.message).toBe(TO_BEFORE_FROM);
      const past = await put({ from: day(-2), to: day(3) });
      expect(past.status).toBe(400);
      expect(past.body.message).toBe(FROM_BEFORE_TODAY);

      await server.services.database.db
        .update(sickLeaves)
        .set({ from: day(-2) })
        .where(eq(sickLeaves.id, created._id));
      const kept = await put({ from: day(-2), to: day(3), description: 'Corrected the next day.' });
      expect(kept.status).toBe(200);
      expect((kept.body as unknown as LeaveBody).data).toMatchObject({ from: day(-2), to: day(3) });
    });

    it("refuses another appointment or patient (400), another doctor's name and other doctors (403), 404 for none", async () => {
      const put = (extra: Record<string, unknown>, token = a.tokens.DOCTOR, id = created._id) =>
        send(server, 'PUT', `/leaves/${id}`, token, leaveBody(a, appointment, extra));
      const otherAppointmentAnswer = await put({ appointmentId: otherAppointment });
      expect(otherAppointmentAnswer.status).toBe(400);
      expect(otherAppointmentAnswer.body.message).toBe("appointmentId must be the sick leave's appointment");
      expect((await put({ patientId: b.patientId })).status).toBe(400);
      expect((await put({ doctorId: colleague.id })).status).toBe(403);
      expect((await put({ doctorId: colleague.id }, colleague.token)).status).toBe(403);
      expect((await put({ doctorId: b.doctorId }, b.tokens.DOCTOR)).status).toBe(403);
      expect((await put({}, a.tokens.PATIENT)).status).toBe(403);
      expect((await put({}, a.tokens.DOCTOR, newId())).status).toBe(404);
    });
  });

  describe('GET /leaves/getAppointmentSickLeave/{id}', () => {
    it("gives the appointment's leave to its hospital's doctors and nurses and to its patient", async () => {
      for (const token of [a.tokens.DOCTOR, colleague.token, a.tokens.NURSE, a.tokens.PATIENT]) {
        const answer = await send(server, 'GET', `/leaves/getAppointmentSickLeave/${appointment}`, token);
        expect(answer.status).toBe(200);
        expectConforms(server, 'getAppointmentSickLeave', answer.body);
        expect((answer.body as unknown as LeaveBody).data._id).toBe(created._id);
      }
    });

    it('answers 404 for an appointment without one, 403 to another hospital and another patient', async () => {
      const none = await bookAppointment(server, a, 6);
      const answer = await send(server, 'GET', `/leaves/getAppointmentSickLeave/${none}`, a.tokens.DOCTOR);
      expect(answer.status).toBe(404);
      for (const token of [b.tokens.DOCTOR, b.tokens.NURSE, b.tokens.PATIENT]) {
        const refused = await send(server, 'GET', `/leaves/getAppointmentSickLeave/${appointment}`, token);
        expect(refused.status).toBe(403);
      }
    });
  });
});

describe('GET /leaves/getSickLeaves/{id}: a patient’s sick leaves', () => {
  let elsewhere: string;

  beforeAll(async () => {
    // A's patient was also treated at hospital B, which gave him a leave.
    const db = server.services.database.db;
    await db.insert(patientHospitals).values({ patientId: a.patientId, hospitalId: b.hospitalId });
    const slot = await bookAppointment(server, b, 1, { patientId: a.patientId });
    elsewhere = newId();
    await db.insert(sickLeaves).values({
      id: elsewhere,
      hospitalId: b.hospitalId,
      doctorId: b.doctorId,
      patientId: a.patientId,
      appointmentId: slot,
      from: day(10),
      to: day(11),
      description: 'Sprained ankle.',
      issuedAt: new Date(Date.now() + 60_000),
    });
  });

  const ids = (body: Record<string, unknown>) => (body as { data: { _id: string }[] }).data.map((l) => l._id);

  it('gives the patient all of his, newest first', async () => {
    const answer = await send(server, 'GET', `/leaves/getSickLeaves/${a.patientId}`, a.tokens.PATIENT);
    expect(answer.status).toBe(200);
    expectConforms(server, 'listPatientSickLeaves', answer.body);
    const list = ids(answer.body);
    expect(list).toHaveLength(3);
    expect(list[0]).toBe(elsewhere);
    const issued = (answer.body as { data: { issuedDate: string }[] }).data.map((l) => l.issuedDate);
    expect([...issued].sort().reverse()).toEqual(issued);
  });

  it("gives each hospital's doctors only that hospital's leaves of the patient", async () => {
    const ofA = await send(server, 'GET', `/leaves/getSickLeaves/${a.patientId}`, colleague.token);
    expect(ofA.status).toBe(200);
    expect(ids(ofA.body)).toHaveLength(2);
    expect(ids(ofA.body)).not.toContain(elsewhere);
    const ofB = await send(server, 'GET', `/leaves/getSickLeaves/${a.patientId}`, b.tokens.DOCTOR);
    expect(ids(ofB.body)).toEqual([elsewhere]);
  });

  it("refuses another patient, a hospital's doctor the patient never visited, and other roles", async () => {
    expect((await send(server, 'GET', `/leaves/getSickLeaves/${a.patientId}`, b.tokens.PATIENT)).status).toBe(403);
    expect((await send(server, 'GET', `/leaves/getSickLeaves/${b.patientId}`, a.tokens.DOCTOR)).status).toBe(403);
    expect((await send(server, 'GET', `/leaves/getSickLeaves/${a.patientId}`, a.tokens.NURSE)).status).toBe(403);
    expect((await send(server, 'GET', `/leaves/getSickLeaves/${newId()}`, a.tokens.DOCTOR)).status).toBe(404);
  });
});

describe('GET /leaves/downloadSickLeave/{id}: the PDF', () => {
  let leaveId: string;

  beforeAll(async () => {
    const slot = await bookAppointment(server, a, 7);
    const answer = await send(
      server,
      'POST',
      '/leaves',
      a.tokens.DOCTOR,
      leaveBody(a, slot, { from: day(1), to: day(3), description: 'Influenza, rest and fluids.' }),
    );
    leaveId = (answer.body as unknown as LeaveBody).data._id;
  });

  const texts = async (bytes: Uint8Array) => (await pdfTextItems(bytes)).flat().map((item) => item.text);

  it('is "Sick Leave Approval.pdf" with the hospital, the patient, the doctor and the days', async () => {
    const answer = await send(server, 'GET', `/leaves/downloadSickLeave/${leaveId}`, a.tokens.PATIENT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('filename="Sick Leave Approval.pdf"');
    const text = await texts(answer.bytes);
    const [y, m, d] = day(1).split('-');
    const [ty, tm, td] = day(3).split('-');
    for (const expected of [
      'Hospital leave-a',
      'Sick Leave Approval',
      'Patient:',
      'Khalid leave-a',
      'Emirates ID:',
      'Doctor:',
      'Omar leave-a',
      `${d}/${m}/${y}`,
      `${td}/${tm}/${ty}`,
      'Number of days:',
      '3',
      'Issued on:',
      'Influenza, rest and fluids.',
      'Scan this code to check that this sick leave is genuine.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints Arabic labels right to left with ?lang=ar, the data as stored', async () => {
    const answer = await send(server, 'GET', `/leaves/downloadSickLeave/${leaveId}?lang=ar`, a.tokens.DOCTOR);
    expect(answer.status).toBe(200);
    const [page = []] = await pdfTextItems(answer.bytes);
    const text = page.map((item) => item.text);
    // Words without the lam-alef ligature: pdf.js reads that ligature back as alef-lam ("الأيام" as "األيام").
    for (const expected of ['اعتماد إجازة مرضية', 'المريض:', 'الطبيب:', 'الوصف:', 'Khalid leave-a']) {
      expect(text).toContain(expected);
    }
    const label = page.find((item) => item.text === 'المريض:');
    const name = page.find((item) => item.text === 'Khalid leave-a');
    expect(label?.dir).toBe('rtl');
    expect(name && label && name.x < label.x).toBe(true);
  });

  it('carries a QR code of the signed verification address of the leave', async () => {
    const paper = await sickLeavePaper(server.services, leaveId, 'Asia/Dubai');
    expect(paper.address).toBe(verifyAddress(server.services, 'sick-leave', leaveId));
    const reference = paper.address.split('/verify/')[1] ?? '';
    expect(server.services.papers.read(reference)).toEqual({ kind: 'sick-leave', id: leaveId });
    // The code drawn is the one a phone reads back.
    expect(decodeQr(paper.address)).toBe(paper.address);
    const text = await texts(await sickLeavePdf(paper));
    expect(text).toContain('Scan this code to check that this sick leave is genuine.');
  });

  it('names the family member a leave was given for', async () => {
    const memberId = newId();
    await server.services.database.db.insert(familyMembers).values({
      id: memberId,
      patientId: a.patientId,
      firstName: 'Mariam',
      lastName: 'Al Nuaimi',
      relation: 'DAUGHTER',
      emiratesId: '784-2015-1234567-1',
      phoneNo: '+971-50 111 2244',
    });
    const slot = await bookAppointment(server, a, 8, { familyMemberId: memberId });
    const created = await send(server, 'POST', '/leaves', a.tokens.DOCTOR, leaveBody(a, slot));
    const id = (created.body as unknown as LeaveBody).data._id;
    const answer = await send(server, 'GET', `/leaves/downloadSickLeave/${id}`, a.tokens.PATIENT);
    const text = await texts(answer.bytes);
    expect(text).toContain('Mariam Al Nuaimi');
    expect(text).toContain('784-2015-1234567-1');
    expect(text).not.toContain('Khalid leave-a');
  });

  it('refuses another patient, another hospital and other roles; 404 for no leave', async () => {
    for (const token of [b.tokens.PATIENT, b.tokens.DOCTOR, a.tokens.NURSE, a.tokens.PHARMACY]) {
      expect((await send(server, 'GET', `/leaves/downloadSickLeave/${leaveId}`, token)).status).toBe(403);
    }
    expect((await send(server, 'GET', `/leaves/downloadSickLeave/${newId()}`, a.tokens.DOCTOR)).status).toBe(404);
    const guest = await send(server, 'GET', `/leaves/downloadSickLeave/${leaveId}`, undefined);
    expect(guest.status).toBe(401);
  });
});
