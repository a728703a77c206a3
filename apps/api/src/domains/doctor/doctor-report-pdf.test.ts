import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, nurseReports, patients, slots } from '../../db/schema';
import { newId } from '../../ids';
import { verifyAddress } from '../../papers';
import { pdfTextItems } from '../../pdf/testing/pdf-text';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { doctorReportPaper } from './doctor-report-pdf';
import { bookAppointment, send, type TestServer } from './testing/paper-fixtures';

// The doctor report's PDF, "DoctorReport.pdf" (#19): its fields in English and
// in Arabic, the appointment's time in the reader's zone, the medicines, the
// surgery, the nurse's vitals and the QR code of its verification address.

let server: TestServer;
let a: Tenant;
let b: Tenant;
/** Tenant c's patient has an Arabic name. */
let c: Tenant;
/** 06:00 UTC (10:00 in Dubai), 20 days from now. */
let start: Date;
let reportId: string;
/** A report without medicines, surgery or vitals. */
let plainReportId: string;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** 'DD/MM/YYYY' of an instant's UTC day. */
const paperDay = (instant: Date) => instant.toISOString().slice(0, 10).split('-').reverse().join('/');

async function insertAppointment(t: Tenant, at: Date, extra: Partial<typeof slots.$inferInsert> = {}) {
  const id = newId();
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: at,
    endAt: new Date(at.getTime() + 30 * 60_000),
    status: 'BOOKED',
    patientId: t.patientId,
    ...extra,
  });
  return id;
}

async function writeReport(t: Tenant, appointmentId: string, extra: Record<string, unknown> = {}) {
  const answer = await send(server, 'POST', '/doctorReports', t.tokens.DOCTOR, {
    treatmentType: 'Medication',
    description: 'Viral fever; rest and fluids.',
    medicines: [
      { medicine: 'Paracetamol 500 mg', dosage: 2, days: 5 },
      { medicine: 'Oral rehydration salts', dosage: 3, days: 2 },
    ],
    requiresSurgery: true,
    dateOfSurgery: '2030-02-03',
    appointmentId,
    patientId: t.patientId,
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body.data as { _id: string })._id;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'pdf-a');
  b = await createTenant(server, 'pdf-b');
  c = await createTenant(server, 'pdf-c');
  await server.services.database.db
    .update(patients)
    .set({ firstName: 'مريم', lastName: 'النعيمي' })
    .where(eq(patients.id, c.patientId));
  start = new Date(Date.now() + 20 * DAY);
  start.setUTCHours(6, 0, 0, 0);
  const appointment = await insertAppointment(a, start);
  reportId = await writeReport(a, appointment);
  await server.services.database.db.insert(nurseReports).values({
    id: newId(),
    hospitalId: a.hospitalId,
    nurseId: a.nurseId,
    doctorId: a.doctorId,
    patientId: a.patientId,
    appointmentId: appointment,
    height: 1.75,
    weight: 80,
    bp: '120/80',
    bt: 37.2,
    complain: 'Fever since yesterday',
    heartRate: 72,
    glucose: 95,
  });
  plainReportId = await writeReport(a, await bookAppointment(server, a, 21), {
    medicines: [],
    requiresSurgery: false,
  });
});
afterAll(async () => {
  await server.close();
});

const texts = async (bytes: Uint8Array) => (await pdfTextItems(bytes)).flat().map((item) => item.text);

describe('GET /doctorReports/report/{id}: DoctorReport.pdf', () => {
  it('is an A4 "DoctorReport.pdf" with the hospital, patient, doctor, appointment, diagnosis, medicines, surgery and vitals', async () => {
    const answer = await send(server, 'GET', `/doctorReports/report/${reportId}`, a.tokens.PATIENT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/filename="DoctorReport\.pdf"/);
    expect(new TextDecoder('latin1').decode(answer.bytes)).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = await texts(answer.bytes);
    for (const expected of [
      'Hospital pdf-a',
      'Doctor Report',
      'Patient:',
      'Khalid pdf-a',
      'Emirates ID:',
      'Date of birth:',
      '02/02/1985',
      'Doctor:',
      'Omar pdf-a',
      'Appointment date:',
      paperDay(start),
      'Appointment time:',
      '10:00 AM - 10:30 AM',
      'Treatment type:',
      'Medication',
      'Description:',
      'Viral fever; rest and fluids.',
      'Medicines:',
      'Medicine',
      'Dosage',
      'Number of days',
      'Paracetamol 500 mg',
      'Oral rehydration salts',
      'Surgery:',
      'Required',
      'Date of surgery:',
      '03/02/2030',
      'Vitals (nurse report):',
      'Height:',
      '1.75 m',
      'Weight:',
      '80 kg',
      'Blood pressure:',
      '120/80 mmHg',
      'Temperature:',
      '37.2 °C',
      'Heart rate:',
      '72 bpm',
      'Glucose:',
      '95 mg/dl',
      'Complaint:',
      'Fever since yesterday',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.join(' ')).toContain('Scan to verify this report');
  });

  it("gives the appointment's time in the reader's time zone", async () => {
    const response = await server.app.request(`/api/doctorReports/report/${reportId}`, {
      headers: { authorization: `Bearer ${a.tokens.DOCTOR}`, timezone: 'UTC' },
    });
    expect(response.status).toBe(200);
    const text = await texts(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('06:00 AM - 06:30 AM');
  });

  it('says when no medicines were prescribed and surgery is not required, and has no vitals without a nurse report', async () => {
    const answer = await send(server, 'GET', `/doctorReports/report/${plainReportId}`, a.tokens.DOCTOR);
    const text = await texts(answer.bytes);
    expect(text).toContain('No medicines prescribed.');
    expect(text).toContain('Not required');
    expect(text).not.toContain('Date of surgery:');
    expect(text).not.toContain('Vitals (nurse report):');
    expect(text).not.toContain('Dosage');
  });

  it("names the family member an appointment was for, without the account holder's birthday", async () => {
    const memberId = newId();
    await server.services.database.db.insert(familyMembers).values({
      id: memberId,
      patientId: a.patientId,
      firstName: 'Sara',
      lastName: 'pdf-a',
      relation: 'DAUGHTER',
      emiratesId: '784-2015-7654321-2',
      phoneNo: '+971-50 111 2234',
    });
    const appointment = await bookAppointment(server, a, 22, { familyMemberId: memberId });
    const id = await writeReport(a, appointment);
    const text = await texts((await send(server, 'GET', `/doctorReports/report/${id}`, a.tokens.PATIENT)).bytes);
    expect(text).toContain('Sara pdf-a');
    expect(text).toContain('784-2015-7654321-2');
    expect(text).not.toContain('Khalid pdf-a');
    expect(text).not.toContain('Date of birth:');
  });

  it('prints Arabic labels right to left with ?lang=ar, and an Arabic name in logical order', async () => {
    const appointment = await insertAppointment(c, start);
    const id = await writeReport(c, appointment);
    const answer = await send(server, 'GET', `/doctorReports/report/${id}?lang=ar`, c.tokens.PATIENT);
    expect(answer.status).toBe(200);
    const [page = []] = await pdfTextItems(answer.bytes);
    const text = page.map((item) => item.text);
    for (const expected of [
      'Hospital pdf-c',
      'تقرير الطبيب',
      'المريض:',
      'مريم النعيمي',
      'الطبيب:',
      'تاريخ الموعد:',
      'وقت الموعد:',
      '10:00 ص - 10:30 ص',
      'الوصف:',
      'الدواء',
      'الجرعة',
      'Paracetamol 500 mg',
      'الجراحة:',
      'مطلوبة',
      'تاريخ الجراحة:',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Patient:');
    const label = page.find((item) => item.text === 'المريض:');
    const name = page.find((item) => item.text === 'مريم النعيمي');
    expect(label?.dir).toBe('rtl');
    expect(name && label && name.y === label.y && name.x < label.x).toBe(true);
  });

  // Ligature glyphs (لا / لأ / لإ, ...) are mapped so that readers which reverse
  // right-to-left runs read their letters in logical order (src/pdf/ligatures.ts).
  it('reads back Arabic words with ligatures in logical order', async () => {
    const [page = []] = await pdfTextItems(
      (await send(server, 'GET', `/doctorReports/report/${reportId}?lang=ar`, a.tokens.DOCTOR)).bytes,
    );
    const text = page.map((item) => item.text);
    for (const expected of [
      'رقم الهوية الإماراتية:',
      'تاريخ الميلاد:',
      'نوع العلاج:',
      'علاج دوائي',
      'الأدوية:',
      'عدد الأيام',
      'العلامات الحيوية من تقرير الممرض:',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.join(' ')).toContain('امسح الرمز للتحقق من هذا التقرير');
  });

  it('carries the signed verification address of the report in its QR code', async () => {
    const paper = await doctorReportPaper(server.services, reportId, 'Asia/Dubai');
    expect(paper.address).toBe(verifyAddress(server.services, 'doctor-report', reportId));
    const reference = paper.address.split('/verify/')[1] ?? '';
    expect(server.services.papers.read(reference)).toEqual({ kind: 'doctor-report', id: reportId });
  });

  it('is refused to another hospital and another patient; 404 for an unknown report, 400 for an unknown language', async () => {
    for (const token of [a.tokens.DOCTOR, a.tokens.NURSE, a.tokens.HOSPITAL])
      expect((await send(server, 'GET', `/doctorReports/report/${reportId}`, token)).status).toBe(200);
    for (const token of [b.tokens.DOCTOR, b.tokens.NURSE, b.tokens.HOSPITAL, b.tokens.PATIENT])
      expect((await send(server, 'GET', `/doctorReports/report/${reportId}`, token)).status).toBe(403);
    expect((await send(server, 'GET', `/doctorReports/report/${reportId}`, undefined)).status).toBe(401);
    expect((await send(server, 'GET', `/doctorReports/report/${newId()}`, a.tokens.DOCTOR)).status).toBe(404);
    expect((await send(server, 'GET', `/doctorReports/report/${reportId}?lang=fr`, a.tokens.DOCTOR)).status).toBe(400);
  });
});
