import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorReports, labRequests, nurseReports, patientHospitals, slots } from '../../db/schema';
import { newId } from '../../ids';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { addDoctor, bookAppointment, expectConforms, send, type TestServer } from './testing/paper-fixtures';

// The doctor's report of an appointment (001 §2 "Doctor Diagnosis", §5 rules):
// writing, reading, changing and deleting it, a doctor's reports of a day, a
// patient's reports, the printable patient report's data (002) and the
// patient's previous prescriptions.

let server: TestServer;
let a: Tenant;
let b: Tenant;
/** A doctor of hospital A who is not assigned to A's doctor's appointments. */
let colleague: { id: string; token: string };

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const reportBody = (t: Tenant, appointmentId: string, extra: Record<string, unknown> = {}) => ({
  treatmentType: 'Medication',
  description: 'Viral fever; rest and fluids.',
  medicines: [{ medicine: 'Paracetamol 500 mg', dosage: 2, days: 5 }],
  requiresSurgery: false,
  appointmentId,
  patientId: t.patientId,
  ...extra,
});

interface Report {
  _id: string;
  treatmentType: string;
  description: string;
  medicines: { medicine: string; dosage: number; days: number }[];
  requiresSurgery: boolean;
  dateOfSurgery?: string;
  appointmentId?: string;
  patientId: string;
  doctorId?: { _id: string; firstName: string };
  hospitalId: { _id: string; name: string };
  createdAt: string;
}
const reportOf = (body: Record<string, unknown>) => body.data as Report;
const reportsOf = (body: Record<string, unknown>) => body.data as Report[];

/** Writes a report as `token` and answers its id. */
async function writeReport(token: string, t: Tenant, appointmentId: string, extra: Record<string, unknown> = {}) {
  const answer = await send(server, 'POST', '/doctorReports', token, reportBody(t, appointmentId, extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return reportOf(answer.body)._id;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'report-a');
  b = await createTenant(server, 'report-b');
  colleague = await addDoctor(server, a, 'report-a');
});
afterAll(async () => {
  await server.close();
});

describe('POST /doctorReports: writing the diagnosis', () => {
  let appointment: string;

  beforeAll(async () => {
    appointment = await bookAppointment(server, a, 2);
  });

  it("writes the report of the caller's booked appointment: the doctor, patient and hospital are the appointment's", async () => {
    const answer = await send(
      server,
      'POST',
      '/doctorReports',
      a.tokens.DOCTOR,
      // Without surgery, a date of surgery is dropped.
      reportBody(a, appointment, { dateOfSurgery: '2030-01-01' }),
    );
    expect(answer.status).toBe(201);
    expectConforms(server, 'createDoctorReport', answer.body, 201);
    const report = reportOf(answer.body);
    expect(report).toMatchObject({
      treatmentType: 'Medication',
      description: 'Viral fever; rest and fluids.',
      medicines: [{ medicine: 'Paracetamol 500 mg', dosage: 2, days: 5 }],
      requiresSurgery: false,
      appointmentId: appointment,
      patientId: a.patientId,
      doctorId: { _id: a.doctorId, firstName: 'Omar' },
      hospitalId: { _id: a.hospitalId, name: 'Hospital report-a' },
    });
    expect(report.dateOfSurgery).toBeUndefined();
    const [row] = await server.services.database.db
      .select()
      .from(doctorReports)
      .where(eq(doctorReports.id, report._id));
    expect(row?.dateOfSurgery).toBeNull();
  });

  it('answers 409 when the appointment already has a report (the client then updates it)', async () => {
    const again = await send(server, 'POST', '/doctorReports', a.tokens.DOCTOR, reportBody(a, appointment));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment already has a report. Update it instead');
  });

  it('keeps the surgery date when surgery is required, and takes no medicines', async () => {
    const other = await bookAppointment(server, a, 2);
    const answer = await send(
      server,
      'POST',
      '/doctorReports',
      a.tokens.DOCTOR,
      reportBody(a, other, {
        treatmentType: 'Skin Desease',
        medicines: undefined,
        requiresSurgery: true,
        dateOfSurgery: '2030-02-03',
        doctorId: a.doctorId,
        hospitalId: a.hospitalId,
      }),
    );
    expect(answer.status).toBe(201);
    expect(reportOf(answer.body)).toMatchObject({
      treatmentType: 'Skin Desease',
      medicines: [],
      requiresSurgery: true,
      dateOfSurgery: '2030-02-03',
    });
  });

  it("refuses a form that breaks 001 §5's rules with the specification's messages", async () => {
    const slot = await bookAppointment(server, a, 3);
    const cases: [Record<string, unknown>, string][] = [
      [{ treatmentType: undefined }, 'Treatment Type is required'],
      [{ description: undefined }, 'Description is required'],
      [{ description: '' }, 'Description is required'],
      [{ description: '   ' }, 'Description is required'],
      [{ medicines: [{ medicine: 'Ibuprofen', dosage: 0, days: 3 }] }, 'Dosage must be a positive number'],
      [{ medicines: [{ medicine: 'Ibuprofen', dosage: -1, days: 3 }] }, 'Dosage must be a positive number'],
      [{ medicines: [{ medicine: 'Ibuprofen', days: 3 }] }, 'Dosage must be a positive number'],
      [{ medicines: [{ medicine: 'Ibuprofen', dosage: 'two', days: 3 }] }, 'Dosage must be a positive number'],
      [{ medicines: [{ medicine: 'Ibuprofen', dosage: 1, days: 0 }] }, 'Number of days must be a positive number'],
      [{ medicines: [{ medicine: 'Ibuprofen', dosage: 1 }] }, 'Number of days must be a positive number'],
      [{ medicines: [{ medicine: '', dosage: 1, days: 2 }] }, 'medicines.0.medicine is required'],
      [{ medicines: [{ medicine: '  ', dosage: 1, days: 2 }] }, 'medicines.0.medicine is required'],
      [{ requiresSurgery: true }, 'dateOfSurgery is required'],
      [{ requiresSurgery: true, dateOfSurgery: '03/02/2030' }, 'dateOfSurgery must be a valid date'],
      [{ treatmentType: 'Surgery' }, 'treatmentType must be one of: Medication, Skin Desease'],
      [{ appointmentId: undefined }, 'appointmentId is required'],
    ];
    for (const [change, message] of cases) {
      const answer = await send(server, 'POST', '/doctorReports', a.tokens.DOCTOR, reportBody(a, slot, change));
      expect({ change, status: answer.status, message: answer.body.message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect(
      await server.services.database.db.select().from(doctorReports).where(eq(doctorReports.appointmentId, slot)),
    ).toEqual([]);
  });

  it("refuses another patient, another doctor's name and another hospital", async () => {
    const slot = await bookAppointment(server, a, 3);
    const post = (body: Record<string, unknown>) => send(server, 'POST', '/doctorReports', a.tokens.DOCTOR, body);
    const wrongPatient = await post(reportBody(a, slot, { patientId: b.patientId }));
    expect([wrongPatient.status, wrongPatient.body.message]).toEqual([
      400,
      "patientId must be the appointment's patient",
    ]);
    const asColleague = await post(reportBody(a, slot, { doctorId: colleague.id }));
    expect(asColleague.status).toBe(403);
    const wrongHospital = await post(reportBody(a, slot, { hospitalId: b.hospitalId }));
    expect([wrongHospital.status, wrongHospital.body.message]).toEqual([
      400,
      "hospitalId must be the appointment's hospital",
    ]);
  });

  it('refuses a doctor of another hospital, a colleague not assigned, and other roles; 404 for no booked appointment', async () => {
    const slot = await bookAppointment(server, a, 4);
    const body = reportBody(a, slot);
    expect((await send(server, 'POST', '/doctorReports', b.tokens.DOCTOR, body)).status).toBe(403);
    expect((await send(server, 'POST', '/doctorReports', colleague.token, body)).status).toBe(403);
    for (const role of ['NURSE', 'HOSPITAL', 'PATIENT', 'RECEPTIONIST'] as const)
      expect((await send(server, 'POST', '/doctorReports', a.tokens[role], body)).status, role).toBe(403);
    expect((await send(server, 'POST', '/doctorReports', undefined, body)).status).toBe(401);
    const unknown = await send(server, 'POST', '/doctorReports', a.tokens.DOCTOR, reportBody(a, newId()));
    expect(unknown.status).toBe(404);
    // The tenant's free slot has no patient: it is no appointment.
    const free = await send(server, 'POST', '/doctorReports', a.tokens.DOCTOR, reportBody(a, a.slotId));
    expect(free.status).toBe(404);
  });
});

describe('reading a report: GET /doctorReports/appointment/{id} and /doctorReports/{id}', () => {
  let appointment: string;
  let reportId: string;

  beforeAll(async () => {
    appointment = await bookAppointment(server, a, 5);
    reportId = await writeReport(a.tokens.DOCTOR, a, appointment);
  });

  it('answers 404 "No report found" for an appointment without one (the client then writes one)', async () => {
    const bare = await bookAppointment(server, a, 5);
    const answer = await send(server, 'GET', `/doctorReports/appointment/${bare}`, a.tokens.DOCTOR);
    expect([answer.status, answer.body.message]).toEqual([404, 'No report found']);
  });

  it("gives the appointment's report to its doctor, its hospital's staff and its patient", async () => {
    for (const token of [a.tokens.DOCTOR, colleague.token, a.tokens.NURSE, a.tokens.HOSPITAL, a.tokens.PATIENT]) {
      const answer = await send(server, 'GET', `/doctorReports/appointment/${appointment}`, token);
      expect(answer.status).toBe(200);
      expectConforms(server, 'getAppointmentDoctorReport', answer.body);
      expect(reportOf(answer.body)._id).toBe(reportId);
      const byId = await send(server, 'GET', `/doctorReports/${reportId}`, token);
      expect(byId.status).toBe(200);
      expectConforms(server, 'getDoctorReport', byId.body);
      expect(byId.body).toEqual(answer.body);
    }
  });

  it('refuses another hospital and another patient; 404 for an unknown report', async () => {
    for (const token of [b.tokens.DOCTOR, b.tokens.NURSE, b.tokens.HOSPITAL, b.tokens.PATIENT]) {
      expect((await send(server, 'GET', `/doctorReports/appointment/${appointment}`, token)).status).toBe(403);
      expect((await send(server, 'GET', `/doctorReports/${reportId}`, token)).status).toBe(403);
    }
    expect((await send(server, 'GET', `/doctorReports/${newId()}`, a.tokens.DOCTOR)).status).toBe(404);
    expect((await send(server, 'GET', `/doctorReports/appointment/${newId()}`, a.tokens.DOCTOR)).status).toBe(404);
  });
});

describe('PUT /doctorReports/{id}: saving again', () => {
  let appointment: string;
  let reportId: string;

  beforeAll(async () => {
    appointment = await bookAppointment(server, a, 6);
    reportId = await writeReport(a.tokens.DOCTOR, a, appointment);
  });

  it('replaces the fields and moves updatedAt', async () => {
    const db = server.services.database.db;
    const [before] = await db.select().from(doctorReports).where(eq(doctorReports.id, reportId));
    const answer = await send(
      server,
      'PUT',
      `/doctorReports/${reportId}`,
      a.tokens.DOCTOR,
      reportBody(a, appointment, {
        treatmentType: 'Skin Desease',
        description: 'Contact dermatitis.',
        medicines: [
          { medicine: 'Hydrocortisone cream 1%', dosage: 2, days: 7 },
          { medicine: 'Cetirizine 10 mg', dosage: 1, days: 10 },
        ],
        requiresSurgery: true,
        dateOfSurgery: '2030-04-05',
      }),
    );
    expect(answer.status).toBe(200);
    expectConforms(server, 'updateDoctorReport', answer.body);
    expect(reportOf(answer.body)).toMatchObject({
      _id: reportId,
      treatmentType: 'Skin Desease',
      description: 'Contact dermatitis.',
      medicines: [
        { medicine: 'Hydrocortisone cream 1%', dosage: 2, days: 7 },
        { medicine: 'Cetirizine 10 mg', dosage: 1, days: 10 },
      ],
      requiresSurgery: true,
      dateOfSurgery: '2030-04-05',
      appointmentId: appointment,
    });
    const [after] = await db.select().from(doctorReports).where(eq(doctorReports.id, reportId));
    expect(after && before && after.updatedAt.getTime() > before.updatedAt.getTime()).toBe(true);

    // Without surgery the date goes; fields left out are cleared (a save sends the whole form).
    const plain = await send(
      server,
      'PUT',
      `/doctorReports/${reportId}`,
      a.tokens.DOCTOR,
      reportBody(a, appointment, { medicines: undefined, requiresSurgery: false, dateOfSurgery: '2030-04-05' }),
    );
    expect(plain.status).toBe(200);
    const report = reportOf(plain.body);
    expect(report).toMatchObject({ treatmentType: 'Medication', medicines: [], requiresSurgery: false });
    expect(report.dateOfSurgery).toBeUndefined();
  });

  it("refuses another appointment or patient (400), another doctor's name (403), and the rules' breaches", async () => {
    const other = await bookAppointment(server, a, 6);
    const put = (body: Record<string, unknown>) =>
      send(server, 'PUT', `/doctorReports/${reportId}`, a.tokens.DOCTOR, body);
    const moved = await put(reportBody(a, other));
    expect([moved.status, moved.body.message]).toEqual([400, "appointmentId must be the report's appointment"]);
    const wrongPatient = await put(reportBody(a, appointment, { patientId: b.patientId }));
    expect([wrongPatient.status, wrongPatient.body.message]).toEqual([400, "patientId must be the report's patient"]);
    const wrongHospital = await put(reportBody(a, appointment, { hospitalId: b.hospitalId }));
    expect(wrongHospital.status).toBe(400);
    expect((await put(reportBody(a, appointment, { doctorId: colleague.id }))).status).toBe(403);
    const badDays = await put(reportBody(a, appointment, { medicines: [{ medicine: 'X', dosage: 1, days: -2 }] }));
    expect([badDays.status, badDays.body.message]).toEqual([400, 'Number of days must be a positive number']);
    const noType = await put(reportBody(a, appointment, { treatmentType: undefined }));
    expect([noType.status, noType.body.message]).toEqual([400, 'Treatment Type is required']);
  });

  it("refuses a colleague, another hospital's doctor and other roles; 404 for an unknown report", async () => {
    const body = reportBody(a, appointment);
    for (const token of [colleague.token, b.tokens.DOCTOR, a.tokens.NURSE, a.tokens.HOSPITAL, a.tokens.PATIENT])
      expect((await send(server, 'PUT', `/doctorReports/${reportId}`, token, body)).status).toBe(403);
    expect((await send(server, 'PUT', `/doctorReports/${newId()}`, a.tokens.DOCTOR, body)).status).toBe(404);
  });
});

describe('DELETE /doctorReports/{id}', () => {
  it('lets the writer delete his report (DeleteResult), and no one else', async () => {
    const appointment = await bookAppointment(server, a, 7);
    const reportId = await writeReport(a.tokens.DOCTOR, a, appointment);
    for (const token of [colleague.token, b.tokens.DOCTOR, a.tokens.HOSPITAL, a.tokens.PATIENT, a.tokens.NURSE])
      expect((await send(server, 'DELETE', `/doctorReports/${reportId}`, token)).status).toBe(403);
    const answer = await send(server, 'DELETE', `/doctorReports/${reportId}`, a.tokens.DOCTOR);
    expect(answer.status).toBe(200);
    expectConforms(server, 'deleteDoctorReport', answer.body);
    expect(answer.body).toEqual({ message: 'Report deleted successfully', data: { _id: reportId } });
    expect((await send(server, 'DELETE', `/doctorReports/${reportId}`, a.tokens.DOCTOR)).status).toBe(404);
    const gone = await send(server, 'GET', `/doctorReports/appointment/${appointment}`, a.tokens.DOCTOR);
    expect(gone.status).toBe(404);
  });
});

describe("POST /doctorReports/getAll: a doctor's reports of a day", () => {
  /** 22:00 UTC on `day`: 02:00 the next day in Dubai. */
  let day: string;
  let nextDay: string;
  let reportId: string;

  beforeAll(async () => {
    const start = new Date(Date.now() + 40 * DAY);
    start.setUTCHours(22, 0, 0, 0);
    day = start.toISOString().slice(0, 10);
    nextDay = new Date(start.getTime() + DAY).toISOString().slice(0, 10);
    const appointment = newId();
    await server.services.database.db.insert(slots).values({
      id: appointment,
      providerId: a.doctorId,
      hospitalId: a.hospitalId,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      status: 'BOOKED',
      patientId: a.patientId,
    });
    reportId = await writeReport(a.tokens.DOCTOR, a, appointment);
  });

  const ids = (body: Record<string, unknown>) => reportsOf(body).map((r) => r._id);

  it("gives the doctor his reports whose appointment is on that day in the caller's time zone", async () => {
    const dubai = await send(server, 'POST', '/doctorReports/getAll', a.tokens.DOCTOR, {
      date: nextDay,
      doctorId: a.doctorId,
    });
    expect(dubai.status).toBe(200);
    expectConforms(server, 'listDoctorReportsByDate', dubai.body);
    expect(ids(dubai.body)).toEqual([reportId]);
    const dayBefore = await send(server, 'POST', '/doctorReports/getAll', a.tokens.DOCTOR, {
      date: day,
      doctorId: a.doctorId,
    });
    expect(ids(dayBefore.body)).toEqual([]);
    // In UTC the appointment is on the day before.
    const utc = await server.app.request('/api/doctorReports/getAll', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.tokens.DOCTOR}`, timezone: 'UTC', 'content-type': 'application/json' },
      body: JSON.stringify({ date: day, doctorId: a.doctorId }),
    });
    expect(ids((await utc.json()) as Record<string, unknown>)).toEqual([reportId]);
  });

  it("gives the hospital its doctor's reports; refuses others", async () => {
    const body = { date: nextDay, doctorId: a.doctorId };
    const hospital = await send(server, 'POST', '/doctorReports/getAll', a.tokens.HOSPITAL, body);
    expect(ids(hospital.body)).toEqual([reportId]);
    for (const token of [colleague.token, b.tokens.DOCTOR, b.tokens.HOSPITAL, a.tokens.NURSE, a.tokens.PATIENT])
      expect((await send(server, 'POST', '/doctorReports/getAll', token, body)).status).toBe(403);
    const colleagueOwn = await send(server, 'POST', '/doctorReports/getAll', colleague.token, {
      date: nextDay,
      doctorId: colleague.id,
    });
    expect(ids(colleagueOwn.body)).toEqual([]);
    const nurse = await send(server, 'POST', '/doctorReports/getAll', a.tokens.HOSPITAL, {
      date: nextDay,
      doctorId: a.nurseId,
    });
    expect([nurse.status, nurse.body.message]).toEqual([404, 'Doctor not found']);
  });
});

describe("a patient's history: GET /doctorReports/patient/{id}, /slots/previousPatientPrescriptions/{id}", () => {
  /** Taken appointments of A's patient: two in hospital A, one in hospital B (between them in time). */
  let takenA1: string;
  let takenA2: string;
  let takenB: string;
  let bookedA: string;
  let reports: { a1: string; a2: string; b: string; booked: string };
  let nurseReportId: string;
  let labRequestId: string;

  beforeAll(async () => {
    const db = server.services.database.db;
    // The patient visits hospital B too.
    await db.insert(patientHospitals).values({ patientId: a.patientId, hospitalId: b.hospitalId });
    takenA1 = await bookAppointment(server, a, 10, { status: 'TAKEN' });
    takenB = await bookAppointment(server, b, 11, { status: 'TAKEN', patientId: a.patientId });
    takenA2 = await bookAppointment(server, a, 12, { status: 'TAKEN' });
    bookedA = await bookAppointment(server, a, 13);
    reports = {
      a1: await writeReport(a.tokens.DOCTOR, a, takenA1, { description: 'First visit.' }),
      b: await writeReport(b.tokens.DOCTOR, a, takenB, { description: 'Visit at B.' }),
      a2: await writeReport(a.tokens.DOCTOR, a, takenA2, { description: 'Second visit.' }),
      booked: await writeReport(a.tokens.DOCTOR, a, bookedA, { description: 'Today.' }),
    };
    nurseReportId = newId();
    await db.insert(nurseReports).values({
      id: nurseReportId,
      hospitalId: a.hospitalId,
      nurseId: a.nurseId,
      doctorId: a.doctorId,
      patientId: a.patientId,
      appointmentId: takenA2,
      height: 1.75,
      weight: 80,
      bp: '120/80',
      bt: 37.2,
      complain: 'Headache',
      heartRate: 72,
      glucose: 95,
    });
    labRequestId = newId();
    await db.insert(labRequests).values({
      id: labRequestId,
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      patientId: a.patientId,
      laboratoryId: a.laboratoryId,
      appointmentId: takenA2,
      tests: [{ test: 'CBC', result: '13.5 g/dL', range: '13-17 g/dL' }],
      status: 'completed',
    });
  });

  it("lists the patient's reports latest first, of the caller's hospital for a doctor or nurse", async () => {
    const ofA = await send(server, 'GET', `/doctorReports/patient/${a.patientId}`, a.tokens.DOCTOR);
    expect(ofA.status).toBe(200);
    expectConforms(server, 'listPatientDoctorReports', ofA.body);
    const listA = reportsOf(ofA.body);
    expect(listA.every((r) => r.hospitalId._id === a.hospitalId)).toBe(true);
    const idsA = listA.map((r) => r._id);
    expect(idsA).not.toContain(reports.b);
    expect(idsA.indexOf(reports.booked)).toBeLessThan(idsA.indexOf(reports.a2));
    expect(idsA.indexOf(reports.a2)).toBeLessThan(idsA.indexOf(reports.a1));
    const nurse = await send(server, 'GET', `/doctorReports/patient/${a.patientId}`, a.tokens.NURSE);
    expect(reportsOf(nurse.body).map((r) => r._id)).toEqual(idsA);

    const ofB = await send(server, 'GET', `/doctorReports/patient/${a.patientId}`, b.tokens.DOCTOR);
    expect(reportsOf(ofB.body).map((r) => r._id)).toEqual([reports.b]);

    const own = await send(server, 'GET', `/doctorReports/patient/${a.patientId}`, a.tokens.PATIENT);
    const idsOwn = reportsOf(own.body).map((r) => r._id);
    expect(idsOwn).toHaveLength(idsA.length + 1);
    expect(idsOwn.indexOf(reports.a2)).toBeLessThan(idsOwn.indexOf(reports.b));
    expect(idsOwn.indexOf(reports.b)).toBeLessThan(idsOwn.indexOf(reports.a1));
  });

  it('refuses another patient, a hospital the patient never visited, and the hospital role; 404 for no patient', async () => {
    expect((await send(server, 'GET', `/doctorReports/patient/${a.patientId}`, b.tokens.PATIENT)).status).toBe(403);
    expect((await send(server, 'GET', `/doctorReports/patient/${b.patientId}`, a.tokens.DOCTOR)).status).toBe(403);
    expect((await send(server, 'GET', `/doctorReports/patient/${a.patientId}`, a.tokens.HOSPITAL)).status).toBe(403);
    expect((await send(server, 'GET', `/doctorReports/patient/${newId()}`, a.tokens.DOCTOR)).status).toBe(404);
  });

  interface Previous {
    _id: string;
    status: string;
    hospitalId: { _id: string };
    patientId: { _id: string };
    doctorReport?: { _id: string; description: string };
    nurseReport?: { _id: string; bp: string };
    labRequest?: { _id: string; tests: { test: string; result?: string; range?: string }[] };
  }
  const previousOf = (body: Record<string, unknown>) => body.data as Previous[];
  const path = (id: string) => `/slots/previousPatientPrescriptions/${id}`;

  it("gives the patient's earlier taken appointments with their doctor report, nurse report and lab request", async () => {
    const answer = await send(server, 'GET', path(a.patientId), a.tokens.DOCTOR);
    expect(answer.status).toBe(200);
    expectConforms(server, 'listPreviousPatientPrescriptions', answer.body);
    const list = previousOf(answer.body);
    expect(list.map((x) => x._id)).toEqual([takenA2, takenA1]);
    const [second, first] = list;
    expect(second).toMatchObject({
      status: 'TAKEN',
      patientId: { _id: a.patientId },
      doctorReport: { _id: reports.a2, description: 'Second visit.' },
      nurseReport: { _id: nurseReportId, bp: '120/80' },
      labRequest: { _id: labRequestId, tests: [{ test: 'CBC', result: '13.5 g/dL', range: '13-17 g/dL' }] },
    });
    expect(first?.doctorReport?._id).toBe(reports.a1);
    expect(first?.nurseReport).toBeUndefined();
    expect(first?.labRequest).toBeUndefined();

    const nurse = await send(server, 'GET', path(a.patientId), a.tokens.NURSE);
    expect(previousOf(nurse.body).map((x) => x._id)).toEqual([takenA2, takenA1]);
    const ofB = await send(server, 'GET', path(a.patientId), b.tokens.DOCTOR);
    expect(previousOf(ofB.body).map((x) => x._id)).toEqual([takenB]);
    const own = await send(server, 'GET', path(a.patientId), a.tokens.PATIENT);
    expectConforms(server, 'listPreviousPatientPrescriptions', own.body);
    expect(previousOf(own.body).map((x) => x._id)).toEqual([takenA2, takenB, takenA1]);
    const none = await send(server, 'GET', path(b.patientId), b.tokens.PATIENT);
    expect(none.body).toEqual({ data: [] });
  });

  it('refuses another patient, a hospital the patient never visited, and other roles', async () => {
    expect((await send(server, 'GET', path(a.patientId), b.tokens.PATIENT)).status).toBe(403);
    expect((await send(server, 'GET', path(b.patientId), a.tokens.DOCTOR)).status).toBe(403);
    expect((await send(server, 'GET', path(a.patientId), a.tokens.HOSPITAL)).status).toBe(403);
    expect((await send(server, 'GET', path(newId()), a.tokens.DOCTOR)).status).toBe(404);
  });

  it('GET /doctorReports/getDoctorReportPDF/{appointmentId}: the appointment, its nurse and doctor reports', async () => {
    const pdfData = (id: string, token: string | undefined) =>
      send(server, 'GET', `/doctorReports/getDoctorReportPDF/${id}`, token);
    for (const token of [a.tokens.DOCTOR, a.tokens.NURSE, a.tokens.HOSPITAL, a.tokens.PATIENT]) {
      const answer = await pdfData(takenA2, token);
      expect(answer.status).toBe(200);
      expectConforms(server, 'getDoctorReportPdfData', answer.body);
      const { data } = answer.body as {
        data: {
          patientDetail: { _id: string; from: string; hospitalId: { name: string }; patientId: { birthday: string } };
          nurseReports: { _id: string }[];
          doctorReports: { _id: string }[];
        };
      };
      expect(data.patientDetail).toMatchObject({
        _id: takenA2,
        hospitalId: { name: 'Hospital report-a' },
        patientId: { birthday: '1985-02-02' },
      });
      expect(data.nurseReports.map((r) => r._id)).toEqual([nurseReportId]);
      expect(data.doctorReports.map((r) => r._id)).toEqual([reports.a2]);
    }
    const bare = await bookAppointment(server, a, 14);
    const empty = await pdfData(bare, a.tokens.PATIENT);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ nurseReports: [], doctorReports: [] });
    for (const token of [b.tokens.DOCTOR, b.tokens.HOSPITAL, b.tokens.PATIENT])
      expect((await pdfData(takenA2, token)).status).toBe(403);
    expect((await pdfData(takenA2, undefined)).status).toBe(401);
    expect((await pdfData(newId(), a.tokens.DOCTOR)).status).toBe(404);
  });
});
