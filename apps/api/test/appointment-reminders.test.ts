import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, slots } from '../src/db/schema';
import { newId } from '../src/ids';
import { createTenant, type Tenant } from './tenants';
import type { TestServer } from './staff-client';
import { startTestServer } from './test-server';
import { sweepReminders } from '../src/reminders/appointment-reminders';

// The reminder mail 24 hours before an appointment (#24, beyond the
// specification): sent once, whatever the number of sweeps, and not earlier.

let server: TestServer;
let a: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'remind');
});
afterAll(async () => {
  await server.close();
});

const HOUR = 3600_000;
const db = () => server.services.database.db;
const mailsTo = (address: string) => db().select().from(outbox).where(eq(outbox.toAddress, address));

/** A slot of the tenant's doctor booked by the tenant's patient, starting at `start`. */
async function appointmentAt(start: Date) {
  const id = newId();
  await db()
    .insert(slots)
    .values({
      id,
      providerId: a.doctorId,
      hospitalId: a.hospitalId,
      startAt: start,
      endAt: new Date(start.getTime() + 1800_000),
      status: 'BOOKED',
      patientId: a.patientId,
    });
  return id;
}

describe('appointment reminders', () => {
  it('mails the patient once, 24 hours ahead, even when two sweeps run at the same time', async () => {
    const now = new Date('2030-03-10T08:00:00Z');
    // 12:30 in Dubai on 12 March.
    const start = new Date('2030-03-12T08:30:00Z');
    const slotId = await appointmentAt(start);
    const patientEmail = 'khalid-remind@demo.test';

    // 48.5 hours ahead: too early.
    expect(await sweepReminders(server.services, now)).toBe(0);
    expect(await mailsTo(patientEmail)).toEqual([]);

    // A day later, two API processes sweep at once: one mail.
    const later = new Date(now.getTime() + 25 * HOUR);
    const sent = await Promise.all([sweepReminders(server.services, later), sweepReminders(server.services, later)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await sweepReminders(server.services, new Date(later.getTime() + HOUR))).toBe(0);
    const mails = await mailsTo(patientEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain('Appointment reminder');
    for (const part of [
      'Dr. ',
      'Hospital remind, Corniche Road',
      '12:30',
      'http://aafiya.test/profile?tab=appointments',
      'نذكّرك بموعدك',
    ]) {
      expect(mail?.body).toContain(part);
    }

    // Approved meanwhile: the same appointment, already reminded of.
    await db().update(slots).set({ status: 'APPROVED' }).where(eq(slots.id, slotId));
    expect(await sweepReminders(server.services, later)).toBe(0);
    // An appointment that has started is not reminded of.
    await appointmentAt(new Date(later.getTime() - HOUR));
    expect(await sweepReminders(server.services, later)).toBe(0);
  });

  it('runs one sweep at a given time from /dev/reminders/run (development), for the person at this machine only', async () => {
    const start = new Date('2031-06-01T06:00:00Z');
    await appointmentAt(start);
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const run = (at: string, env?: unknown) =>
      server.app.request(`/dev/reminders/run?at=${encodeURIComponent(at)}`, { method: 'POST' }, env);
    expect(await (await run('2031-05-31T07:00:00Z', local)).json()).toEqual({ sent: 1 });
    expect(await (await run('2031-05-31T07:00:00Z', local)).json()).toEqual({ sent: 0 });
    expect((await run('yesterday', local)).status).toBe(400);
    expect((await run('2031-05-31T07:00:00Z', { incoming: { socket: { remoteAddress: '203.0.113.9' } } })).status).toBe(
      403,
    );
  });
});
