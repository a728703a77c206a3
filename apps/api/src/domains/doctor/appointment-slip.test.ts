import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slots } from '../../db/schema';
import { newId } from '../../ids';
import { verifyAddress } from '../../papers';
import { pdfLinks, pdfTextItems } from '../../pdf/testing/pdf-text';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { addDoctor, bookAppointment, send, type TestServer } from './testing/paper-fixtures';

// "Appointment Slip.pdf" (002 §7, #19): when and where, for whom and with whom,
// with the slip's verification QR code.

let server: TestServer;
let a: Tenant;
let b: Tenant;
let appointment: string;
let free: string;

const textOf = async (bytes: Uint8Array) => (await pdfTextItems(bytes)).flat().map((item) => item.text);

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'slipa');
  b = await createTenant(server, 'slipb');
  appointment = await bookAppointment(server, a, 4, { status: 'APPROVED' });
  free = newId();
  const start = new Date(Date.now() + 9 * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  await server.services.database.db.insert(slots).values({
    id: free,
    providerId: a.doctorId,
    hospitalId: a.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 1800_000),
  });
});
afterAll(async () => {
  await server.close();
});

describe('downloadAppointmentSlip', () => {
  it('is "Appointment Slip.pdf" with the hospital, the patient, the doctor, the day and the status, and a QR link', async () => {
    const answer = await send(server, 'GET', `/slots/appointmentSlip/${appointment}`, a.tokens.PATIENT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('filename="Appointment Slip.pdf"');
    const text = await textOf(answer.bytes);
    expect(text).toContain('Appointment Slip');
    expect(text).toContain('Approved');
    expect(text.some((t) => t.startsWith('Dr. '))).toBe(true);
    expect(await pdfLinks(answer.bytes)).toEqual([[verifyAddress(server.services, 'appointment-slip', appointment)]]);
    // The reference it carries verifies as this slip.
    const reference = verifyAddress(server.services, 'appointment-slip', appointment).split('/verify/')[1] ?? '';
    const verified = await send(server, 'GET', `/papers/verify/${reference}`, undefined);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ kind: 'appointment-slip', genuine: true });
  });

  it('prints Arabic labels with ?lang=ar', async () => {
    const answer = await send(server, 'GET', `/slots/appointmentSlip/${appointment}?lang=ar`, a.tokens.HOSPITAL);
    expect(answer.status).toBe(200);
    const text = await textOf(answer.bytes);
    expect(text).toContain('قسيمة موعد');
    expect(text).toContain('مؤكد');
  });

  it("is the appointment's own people's: its doctor, its hospital, its patient; no one else's", async () => {
    const colleague = await addDoctor(server, a, 'slipc');
    expect((await send(server, 'GET', `/slots/appointmentSlip/${appointment}`, a.tokens.DOCTOR)).status).toBe(200);
    expect((await send(server, 'GET', `/slots/appointmentSlip/${appointment}`, colleague.token)).status).toBe(403);
    expect((await send(server, 'GET', `/slots/appointmentSlip/${appointment}`, b.tokens.HOSPITAL)).status).toBe(403);
    expect((await send(server, 'GET', `/slots/appointmentSlip/${appointment}`, b.tokens.PATIENT)).status).toBe(403);
    expect((await send(server, 'GET', `/slots/appointmentSlip/${appointment}?lang=fr`, a.tokens.PATIENT)).status).toBe(
      400,
    );
  });

  it('answers 404 for a slot nobody booked', async () => {
    const answer = await send(server, 'GET', `/slots/appointmentSlip/${free}`, a.tokens.HOSPITAL);
    expect(answer.status).toBe(404);
    expect(typeof answer.body.message).toBe('string');
  });
});
