import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorReports, familyMembers, qrPrescriptions, sickLeaves, slots } from '../../db/schema';
import { newId } from '../../ids';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { NOT_VERIFIED } from './paper-verification';
import { qrPrescriptionPaper } from './qr-prescription-pdf';
import { sickLeavePaper } from './sick-leave-pdf';
import { bookAppointment, expectConforms, send, type TestServer } from './testing/paper-fixtures';

// The public verification of papers (#19 "Verifiable papers"): the reference a
// paper's QR code carries tells anyone what the paper says, of the patient
// only initials; anything else "could not be verified".

let server: TestServer;
let a: Tenant;
let appointment: string;
let leaveId: string;
let prescriptionId: string;

const verify = (reference: string, token?: string) =>
  send(server, 'GET', `/papers/verify/${encodeURIComponent(reference)}`, token);
/** The reference in a printed verification address. */
const referenceIn = (address: string) => address.split('/verify/')[1] ?? '';

interface VerificationBody {
  data: Record<string, unknown>;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'ver-a');
  appointment = await bookAppointment(server, a, 1);
  const leave = await send(server, 'POST', '/leaves', a.tokens.DOCTOR, {
    doctorId: a.doctorId,
    patientId: a.patientId,
    appointmentId: appointment,
    // Tomorrow in UTC is today or tomorrow in Dubai: never before today there.
    from: new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10),
    to: new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10),
    description: 'Migraine; rest.',
  });
  leaveId = (leave.body as { data: { _id: string } }).data._id;
  const prescription = await send(server, 'POST', '/qrPrescriptions', a.tokens.DOCTOR, {
    patientId: a.patientId,
    appointmentId: appointment,
    treatmentType: 'Medication',
    prescription: 'Ibuprofen 400 mg',
    dosageADay: 2,
    consumptionDays: 4,
  });
  prescriptionId = (prescription.body as { data: { _id: string } }).data._id;
});
afterAll(async () => {
  await server.close();
});

describe('GET /papers/verify/{reference}', () => {
  it("confirms a sick leave from the address printed on its paper, to anyone, with the patient's initials only", async () => {
    const paper = await sickLeavePaper(server.services, leaveId, 'Asia/Dubai');
    const answer = await verify(referenceIn(paper.address));
    expect(answer.status).toBe(200);
    expectConforms(server, 'verifyPaper', answer.body);
    const { data } = answer.body as unknown as VerificationBody;
    const [leave] = await server.services.database.db.select().from(sickLeaves).where(eq(sickLeaves.id, leaveId));
    expect(data).toEqual({
      kind: 'sick-leave',
      genuine: true,
      issuedAt: leave?.issuedAt.toISOString(),
      hospital: 'Hospital ver-a',
      doctor: 'Omar ver-a',
      patientInitials: 'K. V.',
      from: leave?.from,
      to: leave?.to,
    });
    expect(JSON.stringify(answer.body)).not.toContain('Khalid');
    expect((await verify(referenceIn(paper.address), a.tokens.PHARMACY)).status).toBe(200);
  });

  it('confirms a QR prescription with what a pharmacy dispenses', async () => {
    const paper = await qrPrescriptionPaper(server.services, prescriptionId, 'Asia/Dubai');
    const answer = await verify(referenceIn(paper.address));
    expect(answer.status).toBe(200);
    expectConforms(server, 'verifyPaper', answer.body);
    const [row] = await server.services.database.db
      .select()
      .from(qrPrescriptions)
      .where(eq(qrPrescriptions.id, prescriptionId));
    expect((answer.body as unknown as VerificationBody).data).toEqual({
      kind: 'qr-prescription',
      genuine: true,
      issuedAt: row?.date.toISOString(),
      hospital: 'Hospital ver-a',
      doctor: 'Omar ver-a',
      patientInitials: 'K. V.',
      treatmentType: 'Medication',
      prescription: 'Ibuprofen 400 mg',
      dosageADay: 2,
      consumptionDays: 4,
    });
  });

  it('confirms a doctor report with the appointment, the treatment and the medicines', async () => {
    const id = newId();
    const db = server.services.database.db;
    await db.insert(doctorReports).values({
      id,
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      patientId: a.patientId,
      appointmentId: appointment,
      treatmentType: 'Skin Desease',
      description: 'Eczema on both hands.',
      medicines: [{ medicine: 'Hydrocortisone 1%', dosage: 2, days: 14 }],
    });
    const [report] = await db.select().from(doctorReports).where(eq(doctorReports.id, id));
    const [slot] = await db.select().from(slots).where(eq(slots.id, appointment));
    const answer = await verify(server.services.papers.sign('doctor-report', id));
    expect(answer.status).toBe(200);
    expectConforms(server, 'verifyPaper', answer.body);
    expect((answer.body as unknown as VerificationBody).data).toEqual({
      kind: 'doctor-report',
      genuine: true,
      issuedAt: report?.createdAt.toISOString(),
      hospital: 'Hospital ver-a',
      doctor: 'Omar ver-a',
      patientInitials: 'K. V.',
      appointmentAt: slot?.startAt.toISOString(),
      treatmentType: 'Skin Desease',
      medicines: [{ medicine: 'Hydrocortisone 1%', dosage: 2, days: 14 }],
    });
    expect(JSON.stringify(answer.body)).not.toContain('Eczema');
  });

  it("confirms an appointment slip, with the family member's initials when it was booked for one", async () => {
    const memberId = newId();
    await server.services.database.db.insert(familyMembers).values({
      id: memberId,
      patientId: a.patientId,
      firstName: 'Mariam',
      lastName: 'Al Nuaimi',
      relation: 'DAUGHTER',
      emiratesId: '784-2016-7654321-1',
      phoneNo: '+971-50 111 2255',
    });
    const booked = await bookAppointment(server, a, 2, { familyMemberId: memberId });
    const [slot] = await server.services.database.db.select().from(slots).where(eq(slots.id, booked));
    const answer = await verify(server.services.papers.sign('appointment-slip', booked));
    expect(answer.status).toBe(200);
    expectConforms(server, 'verifyPaper', answer.body);
    expect((answer.body as unknown as VerificationBody).data).toEqual({
      kind: 'appointment-slip',
      genuine: true,
      issuedAt: slot?.createdAt.toISOString(),
      hospital: 'Hospital ver-a',
      doctor: 'Omar ver-a',
      patientInitials: 'M. A.',
      appointmentAt: slot?.startAt.toISOString(),
    });
    // A nurse's appointment names no doctor.
    const nurseBooked = await bookAppointment(server, a, 3, { providerId: a.nurseId });
    const nurse = await verify(server.services.papers.sign('appointment-slip', nurseBooked));
    expect(nurse.status).toBe(200);
    expect((nurse.body as unknown as VerificationBody).data.doctor).toBeUndefined();
  });

  it('answers "This document could not be verified" to an altered, malformed or unknown reference', async () => {
    const reference = server.services.papers.sign('sick-leave', leaveId);
    const [body = '', mac = ''] = reference.split('.');
    const lastDigit = body.endsWith('0') ? '1' : '0';
    const refused = [
      `${body.slice(0, -1)}${lastDigit}.${mac}`, // another id
      `p${body.slice(1)}.${mac}`, // another kind
      `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`, // another signature
      `${body}.`,
      'not-a-reference',
      'x',
      server.services.papers.sign('sick-leave', newId()), // signed, but no such paper
      server.services.papers.sign('appointment-slip', a.slotId), // a free slot is no appointment
      server.services.papers.sign('qr-prescription', leaveId), // a leave's id is no prescription
    ];
    for (const text of refused) {
      const answer = await verify(text);
      expect(answer.status, text).toBe(404);
      expect(answer.body.message).toBe(NOT_VERIFIED);
    }
    expect(NOT_VERIFIED).toBe('This document could not be verified');
    expect((await verify('r'.repeat(201))).status).toBe(400);
  });

  it('stops confirming a paper that no longer exists', async () => {
    const id = newId();
    const db = server.services.database.db;
    await db.insert(qrPrescriptions).values({
      id,
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      patientId: a.patientId,
      appointmentId: appointment,
      treatmentType: 'Medication',
      prescription: 'Withdrawn',
      dosageADay: 1,
      consumptionDays: 1,
    });
    const reference = server.services.papers.sign('qr-prescription', id);
    expect((await verify(reference)).status).toBe(200);
    await db.delete(qrPrescriptions).where(eq(qrPrescriptions.id, id));
    const gone = await verify(reference);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NOT_VERIFIED);
  });
});
