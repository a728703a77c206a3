import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, hospitalCodes, patients, slots } from '../../../db/schema';
import { newId } from '../../../ids';
import type { NotificationEvent } from '../../../notifications/publisher';
import { staffClient, type TestServer } from '../../../../test/staff-client';
import { createTenant, type Tenant } from '../../../../test/tenants';
import { startTestServer } from '../../../../test/test-server';

// A patient cancels an upcoming appointment (002 §4, §7; #24): the slot is
// free again, the 20 points its code earned go back (never below zero), the
// hospital and the doctor are told; someone else's, a started one, are refused.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'cancel-a');
  b = await createTenant(server, 'cancel-b');
});
afterAll(async () => {
  await server.close();
});

const db = () => server.services.database.db;
const HOUR = 3600_000;

/** A free slot of the tenant's doctor starting `hours` from now. */
async function slotIn(t: Tenant, hours: number) {
  const id = newId();
  const start = new Date(Date.now() + hours * HOUR);
  start.setUTCSeconds(0, 0);
  await db()
    .insert(slots)
    .values({
      id,
      providerId: t.doctorId,
      hospitalId: t.hospitalId,
      startAt: start,
      endAt: new Date(start.getTime() + 1800_000),
    });
  return id;
}

/** Books through the API (the booking issues the appointment's promo code). */
async function booked(t: Tenant, hours: number, extra: Record<string, unknown> = {}) {
  const slotId = await slotIn(t, hours);
  const response = await api.send('POST', '/appointments', t.tokens.PATIENT, {
    patientId: t.patientId,
    slotId,
    ...extra,
  });
  expect(response.status).toBe(201);
  return slotId;
}

const cancel = (id: string, token: string) => api.send('DELETE', `/appointments/cancel/${id}`, token);

type CancelResult = {
  data: { upcommingAppointments: { _id: string }[]; newPatient: { _id: string; points: number } | null };
};

describe('cancelling an appointment', () => {
  it("frees the patient's family booking, takes back the points it earned (not below zero) and tells the hospital", async () => {
    const memberId = newId();
    await db().insert(familyMembers).values({
      id: memberId,
      patientId: a.patientId,
      firstName: 'Layla',
      lastName: 'A',
      relation: 'DAUGHTER',
      emiratesId: '784-2015-1234567-1',
      phoneNo: '+971-50 222 3344',
    });
    const slotId = await booked(a, 30, { familyMemberId: memberId, description: 'Fever' });
    const other = await booked(a, 50);
    // The code was used (20 points earned), and 10 of them already spent.
    await db().update(hospitalCodes).set({ status: 'TAKEN' }).where(eq(hospitalCodes.slotId, slotId));
    await db().update(patients).set({ points: 10 }).where(eq(patients.id, a.patientId));
    const events: NotificationEvent[] = [];
    const stop = server.services.notifications.subscribe(a.userIds.HOSPITAL, {
      deliver: (event) => events.push(event),
      close: () => undefined,
    });

    const result = await api.conforming<CancelResult>(await cancel(slotId, a.tokens.PATIENT), 'cancelAppointment');
    stop();
    expect(result.data.newPatient).toMatchObject({ _id: a.patientId, points: 0 });
    expect(result.data.upcommingAppointments.map((x) => x._id)).toContain(other);
    expect(result.data.upcommingAppointments.map((x) => x._id)).not.toContain(slotId);
    const [slot] = await db().select().from(slots).where(eq(slots.id, slotId));
    expect(slot).toMatchObject({ status: 'AVAILABLE', patientId: null, familyMemberId: null, description: null });
    expect(await db().select().from(hospitalCodes).where(eq(hospitalCodes.slotId, slotId))).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      title: 'Appointment cancelled',
      data: { kind: 'APPOINTMENT_CANCELLED', slotId },
    });
    // Cancelled, the id names no appointment any more; the freed slot can be booked again.
    await api.refused(await cancel(slotId, a.tokens.PATIENT), 404);
    expect((await api.send('POST', '/appointments', b.tokens.PATIENT, { patientId: b.patientId, slotId })).status).toBe(
      201,
    );
  });

  it("refuses someone else's appointment (403); the own hospital may cancel, and no points mean newPatient null", async () => {
    const slotId = await booked(a, 40);
    await api.refused(await cancel(slotId, b.tokens.PATIENT), 403);
    await api.refused(await cancel(slotId, b.tokens.HOSPITAL), 403);
    await api.refused(await cancel(slotId, a.tokens.DOCTOR), 403);
    const result = await api.conforming<CancelResult>(await cancel(slotId, a.tokens.HOSPITAL), 'cancelAppointment');
    expect(result.data.newPatient).toBeNull();
    const [slot] = await db().select().from(slots).where(eq(slots.id, slotId));
    expect(slot?.status).toBe('AVAILABLE');
  });

  it('refuses an appointment that has started, or was treated, with 409', async () => {
    const started = newId();
    const start = new Date(Date.now() - 10 * 60_000);
    await db()
      .insert(slots)
      .values({
        id: started,
        providerId: a.doctorId,
        hospitalId: a.hospitalId,
        startAt: start,
        endAt: new Date(start.getTime() + 1800_000),
        status: 'BOOKED',
        patientId: a.patientId,
      });
    await api.refused(await cancel(started, a.tokens.PATIENT), 409, 'This appointment has already started');
    const treated = await booked(a, 60);
    await db().update(slots).set({ status: 'TAKEN' }).where(eq(slots.id, treated));
    await api.refused(
      await cancel(treated, a.tokens.PATIENT),
      409,
      'Only a booked or approved appointment can be cancelled',
    );
    // Two cancels at once: one wins, the other gets 409 (or 404 when the first had already committed).
    const raced = await booked(a, 70);
    const answers = await Promise.all([cancel(raced, a.tokens.PATIENT), cancel(raced, a.tokens.PATIENT)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect([404, 409]).toContain(answers.map((r) => r.status).sort()[1]);
  });
});
