import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrPrescriptions } from '../../db/schema';
import { newId } from '../../ids';
import { verifyAddress } from '../../papers';
import { pdfTextItems } from '../../pdf/testing/pdf-text';
import { dayOf } from '../../time/zoned-day';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { qrPrescriptionPaper, qrPrescriptionPdf } from './qr-prescription-pdf';
import { addDoctor, bookAppointment, decodeQr, expectConforms, send, type TestServer } from './testing/paper-fixtures';

// QR prescriptions (001 §5): writing one at an appointment, the lists of the
// patient and of the doctor, and the PDF with its QR code for the pharmacy.

let server: TestServer;
let a: Tenant;
let b: Tenant;
let appointment: string;
let colleague: { id: string; token: string };

const prescriptionBody = (t: Tenant, appointmentId: string, extra: Record<string, unknown> = {}) => ({
  patientId: t.patientId,
  doctorId: t.doctorId,
  appointmentId,
  treatmentType: 'Medication',
  prescription: 'Amoxicillin 500 mg capsules',
  dosageADay: 3,
  consumptionDays: 7,
  ...extra,
});

interface PrescriptionBody {
  data: {
    _id: string;
    date: string;
    data?: string;
    treatmentType: string;
    prescription: string;
    dosageADay: number;
    consumptionDays: number;
    patientId: { _id: string };
    doctorId?: { _id: string };
  };
}
const ids = (body: Record<string, unknown>) => (body as { data: { _id: string }[] }).data.map((p) => p._id);

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'qr-a');
  b = await createTenant(server, 'qr-b');
  appointment = await bookAppointment(server, a, 1);
  colleague = await addDoctor(server, a, 'qr-a');
});
afterAll(async () => {
  await server.close();
});

describe('POST /qrPrescriptions: writing a prescription', () => {
  it('creates one at an appointment assigned to the doctor, keeping `data` as sent and dating it itself', async () => {
    const before = Date.now();
    const answer = await send(
      server,
      'POST',
      '/qrPrescriptions',
      a.tokens.DOCTOR,
      prescriptionBody(a, appointment, { data: '{"medicine":"Amoxicillin"}', date: '2001-01-01T00:00:00.000Z' }),
    );
    expect(answer.status).toBe(201);
    expectConforms(server, 'createQrPrescription', answer.body, 201);
    const created = (answer.body as unknown as PrescriptionBody).data;
    expect(created).toMatchObject({
      data: '{"medicine":"Amoxicillin"}',
      treatmentType: 'Medication',
      prescription: 'Amoxicillin 500 mg capsules',
      dosageADay: 3,
      consumptionDays: 7,
      patientId: { _id: a.patientId },
      doctorId: { _id: a.doctorId },
    });
    expect(Date.parse(created.date)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await server.services.database.db
      .select()
      .from(qrPrescriptions)
      .where(eq(qrPrescriptions.id, created._id));
    expect(row).toMatchObject({ hospitalId: a.hospitalId, appointmentId: appointment });
  });

  it('accepts several for one appointment, without `doctorId` (the caller) and without `data`', async () => {
    const body: Record<string, unknown> = prescriptionBody(a, appointment, {
      treatmentType: 'Skin Desease',
      prescription: 'Hydrocortisone cream 1%',
      dosageADay: 2,
      consumptionDays: 10,
    });
    delete body.doctorId;
    const answer = await send(server, 'POST', '/qrPrescriptions', a.tokens.DOCTOR, body);
    expect(answer.status).toBe(201);
    const created = (answer.body as unknown as PrescriptionBody).data;
    expect(created.doctorId?._id).toBe(a.doctorId);
    expect(created.data).toBeUndefined();
  });

  it('requires treatment type, prescription, dosage a day, days and the appointment', async () => {
    for (const field of ['treatmentType', 'prescription', 'dosageADay', 'consumptionDays', 'appointmentId']) {
      const body = Object.fromEntries(
        Object.entries(prescriptionBody(a, appointment)).filter(([key]) => key !== field),
      );
      expect((await send(server, 'POST', '/qrPrescriptions', a.tokens.DOCTOR, body)).status, field).toBe(400);
    }
    for (const extra of [
      { dosageADay: 0 },
      { consumptionDays: -1 },
      { treatmentType: 'Surgery' },
      { prescription: '' },
    ]) {
      const answer = await send(
        server,
        'POST',
        '/qrPrescriptions',
        a.tokens.DOCTOR,
        prescriptionBody(a, appointment, extra),
      );
      expect(answer.status, JSON.stringify(extra)).toBe(400);
    }
    const blank = await send(
      server,
      'POST',
      '/qrPrescriptions',
      a.tokens.DOCTOR,
      prescriptionBody(a, appointment, { prescription: '   ' }),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Prescription is required');
  });

  it("refuses another patient's id (400), another doctor's name (403) and a slot that is not an appointment (404)", async () => {
    const wrongPatient = await send(
      server,
      'POST',
      '/qrPrescriptions',
      a.tokens.DOCTOR,
      prescriptionBody(a, appointment, { patientId: b.patientId }),
    );
    expect(wrongPatient.status).toBe(400);
    expect(wrongPatient.body.message).toBe("patientId must be the appointment's patient");
    const wrongDoctor = await send(
      server,
      'POST',
      '/qrPrescriptions',
      a.tokens.DOCTOR,
      prescriptionBody(a, appointment, { doctorId: colleague.id }),
    );
    expect(wrongDoctor.status).toBe(403);
    for (const slot of [a.slotId, newId()]) {
      const answer = await send(server, 'POST', '/qrPrescriptions', a.tokens.DOCTOR, prescriptionBody(a, slot));
      expect(answer.status).toBe(404);
    }
  });

  it('refuses a doctor of another hospital, a colleague not assigned, and other roles', async () => {
    const refused = [
      [b.tokens.DOCTOR, b.doctorId],
      [colleague.token, colleague.id],
      [a.tokens.NURSE, undefined],
      [a.tokens.PATIENT, undefined],
      [a.tokens.PHARMACY, undefined],
    ] as const;
    for (const [token, doctorId] of refused) {
      const body = prescriptionBody(a, appointment, doctorId ? { doctorId } : {});
      expect((await send(server, 'POST', '/qrPrescriptions', token, body)).status).toBe(403);
    }
  });
});

describe('GET /qrPrescriptions: the lists', () => {
  let ofB: string;

  beforeAll(async () => {
    const slot = await bookAppointment(server, b, 1);
    const answer = await send(server, 'POST', '/qrPrescriptions', b.tokens.DOCTOR, prescriptionBody(b, slot));
    ofB = (answer.body as unknown as PrescriptionBody).data._id;
  });

  it('gives a patient his own, newest first, each with the address its QR code carries', async () => {
    const answer = await send(server, 'GET', '/qrPrescriptions', a.tokens.PATIENT);
    expect(answer.status).toBe(200);
    expectConforms(server, 'listQrPrescriptions', answer.body);
    const dates = (
      answer.body as { data: { _id: string; date: string; patientId: { _id: string }; verifyUrl: string }[] }
    ).data;
    expect(dates).toHaveLength(2);
    expect(dates.every((p) => p.patientId._id === a.patientId)).toBe(true);
    // The same code the PDF prints, so the one on the patient's screen scans as the paper.
    expect(dates.map((p) => p.verifyUrl)).toEqual(
      dates.map((p) => verifyAddress(server.services, 'qr-prescription', p._id)),
    );
    expect(dates.map((p) => p.date)).toEqual(
      dates
        .map((p) => p.date)
        .sort()
        .reverse(),
    );
    const own = await send(server, 'GET', `/qrPrescriptions?patientId=${a.patientId}`, a.tokens.PATIENT);
    expect(ids(own.body)).toEqual(ids(answer.body));
    expect((await send(server, 'GET', `/qrPrescriptions?patientId=${b.patientId}`, a.tokens.PATIENT)).status).toBe(403);
    expect(ids((await send(server, 'GET', '/qrPrescriptions', b.tokens.PATIENT)).body)).toEqual([ofB]);
  });

  it('gives a doctor those he wrote, optionally for one patient', async () => {
    const mine = await send(server, 'GET', '/qrPrescriptions', a.tokens.DOCTOR);
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toHaveLength(2);
    expect(ids(mine.body)).not.toContain(ofB);
    const forPatient = await send(server, 'GET', `/qrPrescriptions?patientId=${a.patientId}`, a.tokens.DOCTOR);
    expect(ids(forPatient.body)).toHaveLength(2);
    const forOther = await send(server, 'GET', `/qrPrescriptions?patientId=${b.patientId}`, a.tokens.DOCTOR);
    expect(ids(forOther.body)).toEqual([]);
    expect(ids((await send(server, 'GET', '/qrPrescriptions', colleague.token)).body)).toEqual([]);
    expect(ids((await send(server, 'GET', '/qrPrescriptions', b.tokens.DOCTOR)).body)).toEqual([ofB]);
    expect((await send(server, 'GET', '/qrPrescriptions', a.tokens.NURSE)).status).toBe(403);
  });
});

describe('GET /qrPrescriptions/download/{id}: the PDF', () => {
  let id: string;

  beforeAll(async () => {
    const slot = await bookAppointment(server, a, 2);
    const answer = await send(
      server,
      'POST',
      '/qrPrescriptions',
      a.tokens.DOCTOR,
      prescriptionBody(a, slot, { prescription: 'Paracetamol 500 mg tablets', dosageADay: 2.5, consumptionDays: 5 }),
    );
    id = (answer.body as unknown as PrescriptionBody).data._id;
  });

  const texts = async (bytes: Uint8Array) => (await pdfTextItems(bytes)).flat().map((item) => item.text);

  it('prints the hospital, doctor, patient, date, treatment, dosage and days', async () => {
    const answer = await send(server, 'GET', `/qrPrescriptions/download/${id}`, a.tokens.PATIENT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('filename="Prescription.pdf"');
    const text = await texts(answer.bytes);
    const [y, m, d] = dayOf(new Date(), 'Asia/Dubai').split('-');
    for (const expected of [
      'Hospital qr-a',
      'Prescription',
      'Doctor:',
      'Omar qr-a',
      'Patient:',
      'Khalid qr-a',
      'Date:',
      `${d}/${m}/${y}`,
      'Treatment type:',
      'Medication',
      'Dosage a day:',
      '2.5',
      'Number of days:',
      '5',
      'Paracetamol 500 mg tablets',
      'Scan this code to check that this prescription is genuine.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints Arabic labels with ?lang=ar', async () => {
    const answer = await send(server, 'GET', `/qrPrescriptions/download/${id}?lang=ar`, a.tokens.DOCTOR);
    expect(answer.status).toBe(200);
    const text = await texts(answer.bytes);
    // Words without ligatures: pdf.js reads the font's lam-alef and fa-ya ligatures back in reverse ("في" as "يف").
    for (const expected of [
      'وصفة طبية',
      'الطبيب:',
      'المريض:',
      'التاريخ:',
      'الوصفة:',
      'Khalid qr-a',
      'Paracetamol 500 mg tablets',
    ]) {
      expect(text).toContain(expected);
    }
    // The treatment type is one of the form's options, named in Arabic.
    const paper = await qrPrescriptionPaper(server.services, id, 'Asia/Dubai');
    const skin = await texts(await qrPrescriptionPdf({ ...paper, treatmentType: 'Skin Desease' }, 'ar'));
    expect(skin).toContain('مرض جلدي');
    expect(skin).not.toContain('Skin Desease');
  });

  it('carries a large QR code of the signed verification address', async () => {
    const paper = await qrPrescriptionPaper(server.services, id, 'Asia/Dubai');
    expect(paper.address).toBe(verifyAddress(server.services, 'qr-prescription', id));
    expect(server.services.papers.read(paper.address.split('/verify/')[1] ?? '')).toEqual({
      kind: 'qr-prescription',
      id,
    });
    expect(decodeQr(paper.address)).toBe(paper.address);
    expect(await texts(await qrPrescriptionPdf(paper))).toContain('Khalid qr-a');
  });

  it('lets the patient, the doctor who wrote it and any pharmacy download it, no one else', async () => {
    for (const token of [a.tokens.PATIENT, a.tokens.DOCTOR, a.tokens.PHARMACY, b.tokens.PHARMACY]) {
      expect((await send(server, 'GET', `/qrPrescriptions/download/${id}`, token)).status).toBe(200);
    }
    for (const token of [b.tokens.PATIENT, b.tokens.DOCTOR, colleague.token, a.tokens.NURSE, a.tokens.HOSPITAL]) {
      expect((await send(server, 'GET', `/qrPrescriptions/download/${id}`, token)).status).toBe(403);
    }
    expect((await send(server, 'GET', `/qrPrescriptions/download/${newId()}`, a.tokens.PHARMACY)).status).toBe(404);
  });
});
