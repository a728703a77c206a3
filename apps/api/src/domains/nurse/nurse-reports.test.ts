import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseReports } from '../../db/schema';
import { newId } from '../../ids';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { bookAppointment, expectConforms, send, type TestServer } from '../doctor/testing/paper-fixtures';
import { addNurse, nurseReportBody } from './testing/nurse-fixtures';

// The nurse's report of an appointment (001 §2 "Nurse Diagnosis", §5 rules):
// any nurse of the appointment's hospital writes and updates it, its writer or
// hospital deletes it; the doctor reads it on the diagnosis screen (#19), the
// diagnosis screen lists a patient's reports of the caller's hospital.

let server: TestServer;
let a: Tenant;
let b: Tenant;
/** A nurse of hospital A who is not A's nurse. */
let colleague: { id: string; token: string };
let withReport: string;
let withoutReport: string;

const POSITIVE = 'Height must be a positive number';

interface Report {
  _id: string;
  bp: string;
  height: number;
  appointmentId?: string;
  nurseId?: { _id: string };
  doctorId?: { _id: string };
  patientId: { _id: string };
  hospitalId: { _id: string };
}
const reportOf = (body: Record<string, unknown>) => body.data as Report;

/** Writes a report as `token` and answers its id. */
async function writeReport(token: string, appointmentId: string) {
  const answer = await send(server, 'POST', '/nurseReports', token, nurseReportBody(a, appointmentId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return reportOf(answer.body)._id;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'nra');
  b = await createTenant(server, 'nrb');
  colleague = await addNurse(server, a, 'nra');
  withReport = await bookAppointment(server, a, 3);
  withoutReport = await bookAppointment(server, a, 4);
  await server.services.database.db.insert(nurseReports).values({
    id: newId(),
    hospitalId: a.hospitalId,
    nurseId: a.nurseId,
    doctorId: a.doctorId,
    patientId: a.patientId,
    appointmentId: withReport,
    height: 1.72,
    weight: 70,
    bp: '120/80',
    bt: 36.8,
    complain: 'Headache since the morning.',
    heartRate: 72,
    glucose: 95,
  });
});
afterAll(async () => {
  await server.close();
});

describe('getAppointmentNurseReport', () => {
  it("gives the appointment's nurse report to its hospital's doctor and nurse and to its patient", async () => {
    for (const token of [a.tokens.DOCTOR, a.tokens.PATIENT, a.tokens.NURSE]) {
      const answer = await send(server, 'GET', `/nurseReports/appointment/${withReport}`, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ bp: '120/80', complain: 'Headache since the morning.' });
      expectConforms(server, 'getAppointmentNurseReport', answer.body);
    }
  });

  it('answers 404 when the appointment has none', async () => {
    const answer = await send(server, 'GET', `/nurseReports/appointment/${withoutReport}`, a.tokens.DOCTOR);
    expect(answer.status).toBe(404);
    expect(typeof answer.body.message).toBe('string');
  });

  it("refuses another hospital's doctor and another patient", async () => {
    expect((await send(server, 'GET', `/nurseReports/appointment/${withReport}`, b.tokens.DOCTOR)).status).toBe(403);
    expect((await send(server, 'GET', `/nurseReports/appointment/${withReport}`, b.tokens.PATIENT)).status).toBe(403);
  });
});

describe('POST /nurseReports: the nurse section of the diagnosis', () => {
  it("lets any nurse of the hospital write it on a doctor's appointment: the nurse is the caller, the doctor the appointment's", async () => {
    const appointment = await bookAppointment(server, a, 5);
    const answer = await send(server, 'POST', '/nurseReports', colleague.token, nurseReportBody(a, appointment));
    expect(answer.status).toBe(201);
    expectConforms(server, 'createNurseReport', answer.body, 201);
    expect(reportOf(answer.body)).toMatchObject({
      height: 1.68,
      bp: '118/76',
      appointmentId: appointment,
      nurseId: { _id: colleague.id },
      doctorId: { _id: a.doctorId },
      patientId: { _id: a.patientId },
      hospitalId: { _id: a.hospitalId },
    });
    const again = await send(server, 'POST', '/nurseReports', a.tokens.NURSE, nurseReportBody(a, appointment));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment already has a nurse report. Update it instead');
  });

  it("writes it on the nurse's own appointment, treated or not, naming no doctor", async () => {
    const own = await bookAppointment(server, a, 5, { providerId: a.nurseId, status: 'TAKEN' });
    const answer = await send(server, 'POST', '/nurseReports', a.tokens.NURSE, nurseReportBody(a, own));
    expect(answer.status).toBe(201);
    expect(reportOf(answer.body).nurseId?._id).toBe(a.nurseId);
    expect(reportOf(answer.body).doctorId).toBeUndefined();
  });

  it('says "Height must be a positive number" for every missing, zero, negative or non-number measure, and requires bp and complain', async () => {
    const appointment = await bookAppointment(server, a, 6);
    const refused = async (extra: Record<string, unknown>, drop?: string) => {
      const body = Object.fromEntries(
        Object.entries(nurseReportBody(a, appointment, extra)).filter(([key]) => key !== drop),
      );
      const answer = await send(server, 'POST', '/nurseReports', a.tokens.NURSE, body);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      return answer.body.message;
    };
    for (const field of ['height', 'weight', 'bt', 'heartRate', 'glucose']) {
      expect(await refused({}, field), field).toBe(POSITIVE);
      for (const value of [0, -1, '72'])
        expect(await refused({ [field]: value }), `${field} ${String(value)}`).toBe(POSITIVE);
    }
    for (const field of ['bp', 'complain']) {
      expect(await refused({}, field)).toBe(`${field} is required`);
      expect(await refused({ [field]: '' })).toBe(`${field} is required`);
      expect(await refused({ [field]: '   ' })).toBe(`${field} is required`);
    }
    expect((await send(server, 'GET', `/nurseReports/appointment/${appointment}`, a.tokens.NURSE)).status).toBe(404);
  });

  it("checks the body against the appointment: its patient, doctor and hospital, and the caller's own name", async () => {
    const appointment = await bookAppointment(server, a, 6);
    const post = (extra: Record<string, unknown>) =>
      send(server, 'POST', '/nurseReports', a.tokens.NURSE, nurseReportBody(a, appointment, extra));
    expect((await post({ patientId: b.patientId })).body.message).toBe("patientId must be the appointment's patient");
    expect((await post({ doctorId: b.doctorId })).body.message).toBe("doctorId must be the appointment's doctor");
    expect((await post({ hospitalId: b.hospitalId })).body.message).toBe(
      "hospitalId must be the appointment's hospital",
    );
    expect((await post({ nurseId: colleague.id })).status).toBe(403);
    // An unknown appointment and a free slot are no appointments.
    expect((await post({ appointmentId: newId() })).status).toBe(404);
    expect((await post({ appointmentId: a.slotId })).status).toBe(404);
  });

  it("refuses another hospital's nurse and every other role", async () => {
    const appointment = await bookAppointment(server, a, 7);
    for (const token of [b.tokens.NURSE, a.tokens.DOCTOR, a.tokens.RECEPTIONIST, a.tokens.HOSPITAL, a.tokens.PATIENT]) {
      const answer = await send(server, 'POST', '/nurseReports', token, nurseReportBody(a, appointment));
      expect(answer.status).toBe(403);
    }
  });
});

describe('a nurse report by its id', () => {
  let reportId: string;
  let appointment: string;

  beforeAll(async () => {
    appointment = await bookAppointment(server, a, 8);
    reportId = await writeReport(a.tokens.NURSE, appointment);
  });

  it("is read by its hospital's staff and its patient, not by another hospital's; 404 when unknown", async () => {
    for (const token of [a.tokens.NURSE, a.tokens.DOCTOR, a.tokens.HOSPITAL, a.tokens.RECEPTIONIST, a.tokens.PATIENT]) {
      const answer = await send(server, 'GET', `/nurseReports/${reportId}`, token);
      expect(answer.status).toBe(200);
      expectConforms(server, 'getNurseReport', answer.body);
    }
    for (const token of [b.tokens.NURSE, b.tokens.DOCTOR, b.tokens.PATIENT])
      expect((await send(server, 'GET', `/nurseReports/${reportId}`, token)).status).toBe(403);
    expect((await send(server, 'GET', `/nurseReports/${newId()}`, a.tokens.NURSE)).status).toBe(404);
  });

  it('is updated by any nurse of its hospital, who it then names; the body keeps its appointment and patient', async () => {
    const body = nurseReportBody(a, appointment, { bp: '130/85' });
    const answer = await send(server, 'PUT', `/nurseReports/${reportId}`, colleague.token, body);
    expect(answer.status).toBe(200);
    expectConforms(server, 'updateNurseReport', answer.body);
    expect(reportOf(answer.body)).toMatchObject({ bp: '130/85', nurseId: { _id: colleague.id } });
    const put = (extra: Record<string, unknown>, token = a.tokens.NURSE, id = reportId) =>
      send(server, 'PUT', `/nurseReports/${id}`, token, { ...body, ...extra });
    expect((await put({ appointmentId: withReport })).body.message).toBe(
      "appointmentId must be the report's appointment",
    );
    expect((await put({ patientId: b.patientId })).body.message).toBe("patientId must be the report's patient");
    expect((await put({ glucose: 0 })).body.message).toBe(POSITIVE);
    expect((await put({}, b.tokens.NURSE)).status).toBe(403);
    expect((await put({}, a.tokens.DOCTOR)).status).toBe(403);
    expect((await put({}, a.tokens.NURSE, newId())).status).toBe(404);
  });

  it('is deleted by the nurse who wrote it last or by its hospital, by no other nurse', async () => {
    // The colleague updated it last: the report is hers now.
    expect((await send(server, 'DELETE', `/nurseReports/${reportId}`, a.tokens.NURSE)).status).toBe(403);
    expect((await send(server, 'DELETE', `/nurseReports/${reportId}`, b.tokens.HOSPITAL)).status).toBe(403);
    const deleted = await send(server, 'DELETE', `/nurseReports/${reportId}`, colleague.token);
    expect(deleted.status).toBe(200);
    expectConforms(server, 'deleteNurseReport', deleted.body);
    expect((await send(server, 'DELETE', `/nurseReports/${reportId}`, colleague.token)).status).toBe(404);
    const other = await writeReport(a.tokens.NURSE, await bookAppointment(server, a, 9));
    expect((await send(server, 'DELETE', `/nurseReports/${other}`, a.tokens.HOSPITAL)).status).toBe(200);
  });
});

describe('GET /nurseReports/diagnosis/{patientId}', () => {
  it("lists the patient's reports of the caller's hospital, latest first, to its nurses and doctors", async () => {
    // A report of the same patient written at another hospital is not A's to read.
    const elsewhere = newId();
    await server.services.database.db.insert(nurseReports).values({
      ...nurseReportBody(a, ''),
      id: elsewhere,
      appointmentId: null,
      hospitalId: b.hospitalId,
      nurseId: b.nurseId,
    });
    for (const token of [a.tokens.NURSE, a.tokens.DOCTOR]) {
      const answer = await send(server, 'GET', `/nurseReports/diagnosis/${a.patientId}`, token);
      expect(answer.status).toBe(200);
      expectConforms(server, 'listPatientNurseReports', answer.body);
      const reports = answer.body.data as Report[];
      expect(reports.length).toBeGreaterThanOrEqual(3);
      expect(reports.every((r) => r.hospitalId._id === a.hospitalId)).toBe(true);
    }
    // B's staff do not see A's patient (never one of B's); an unknown patient is 404.
    expect((await send(server, 'GET', `/nurseReports/diagnosis/${a.patientId}`, b.tokens.NURSE)).status).toBe(403);
    expect((await send(server, 'GET', `/nurseReports/diagnosis/${newId()}`, a.tokens.NURSE)).status).toBe(404);
  });
});
