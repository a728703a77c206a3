import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../contract/validator';
import { slots } from '../../db/schema';
import { newId } from '../../ids';
import type { NotificationEvent } from '../../notifications/publisher';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

// Which bookings tell whom (issue 7, item 7): the hospital area refreshes its
// screens when a notification arrives, so a booking must reach the booked
// hospital's accounts — and only theirs. notifications.test.ts covers the
// stream itself; this file covers the events.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'events-a');
  b = await createTenant(server, 'events-b');
});
afterAll(async () => {
  await server.close();
});

/** Collects what the publisher delivers to a user's streams. */
function inbox(userId: string) {
  const events: NotificationEvent[] = [];
  const stop = server.services.notifications.subscribe(userId, {
    deliver: (event) => events.push(event),
    close: () => undefined,
  });
  return { events, stop };
}

async function freeSlot(t: Tenant, providerId: string, days: number, hour = 6) {
  const id = newId();
  const start = new Date(Date.now() + days * 24 * 3600_000);
  start.setUTCHours(hour, 0, 0, 0);
  await server.services.database.db.insert(slots).values({
    id,
    providerId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
  });
  return { id, start };
}

const book = (t: Tenant, slotId: string, extra: Record<string, unknown> = {}) =>
  server.app.request('/api/appointments', {
    method: 'POST',
    headers: { authorization: `Bearer ${t.tokens.PATIENT}`, 'content-type': 'application/json' },
    body: JSON.stringify({ patientId: t.patientId, slotId, ...extra }),
  });

/** Checks an event against the contract's NotificationEvent schema. */
function contractError(event: unknown): string | undefined {
  const stream = server.contract.operations.find((o) => o.operationId === 'streamNotifications');
  if (!stream) throw new Error('streamNotifications is in the contract');
  const asAnswer = {
    ...stream,
    operationId: 'NotificationEvent',
    responses: {
      '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/NotificationEvent' } } } },
    },
  };
  return createValidators(server.contract).response(asAnswer, 200, event);
}

describe('booking notifications', () => {
  it("reach the booked hospital's hospital and receptionist accounts and the doctor, nobody else", async () => {
    const boxes = {
      hospital: inbox(a.userIds.HOSPITAL),
      receptionist: inbox(a.userIds.RECEPTIONIST),
      doctor: inbox(a.userIds.DOCTOR),
      nurse: inbox(a.userIds.NURSE),
      patient: inbox(a.userIds.PATIENT),
      lab: inbox(a.userIds.LABORTORY),
      otherHospital: inbox(b.userIds.HOSPITAL),
      otherReceptionist: inbox(b.userIds.RECEPTIONIST),
    };
    const slot = await freeSlot(a, a.doctorId, 3);
    expect((await book(a, slot.id)).status).toBe(201);

    const [event] = boxes.hospital.events;
    expect(boxes.hospital.events).toHaveLength(1);
    expect(contractError(event)).toBeUndefined();
    expect(contractError({ body: 'no title' })).toBeDefined();
    expect(event).toMatchObject({
      title: 'New appointment',
      data: {
        kind: 'APPOINTMENT_BOOKED',
        slotId: slot.id,
        hospitalId: a.hospitalId,
        providerId: a.doctorId,
        from: slot.start.toISOString(),
      },
    });
    expect(event?.body).toMatch(/^Khalid events-a booked an appointment with Dr\. Omar events-a on .+\.$/);
    expect(boxes.receptionist.events).toEqual([event]);
    expect(boxes.doctor.events).toEqual([event]);
    for (const box of [boxes.nurse, boxes.patient, boxes.lab, boxes.otherHospital, boxes.otherReceptionist]) {
      expect(box.events).toEqual([]);
    }
    for (const box of Object.values(boxes)) box.stop();
  });

  it('name the nurse, without "Dr.", for a nurse slot', async () => {
    const hospital = inbox(a.userIds.HOSPITAL);
    const nurse = inbox(a.userIds.NURSE);
    const doctor = inbox(a.userIds.DOCTOR);
    const slot = await freeSlot(a, a.nurseId, 4, 10);
    expect((await book(a, slot.id)).status).toBe(201);
    expect(hospital.events[0]?.body).toMatch(/booked an appointment with Aisha events-a on /);
    expect(nurse.events).toHaveLength(1);
    expect(doctor.events).toEqual([]);
    hospital.stop();
    nurse.stop();
    doctor.stop();
  });

  it('are not sent for a refused booking', async () => {
    const slot = await freeSlot(a, a.doctorId, 5);
    expect((await book(a, slot.id)).status).toBe(201);
    const hospital = inbox(a.userIds.HOSPITAL);
    // The same slot again: 409; another hospital's patient for it: refused too; a missing slot: 404.
    expect((await book(a, slot.id)).status).toBe(409);
    expect((await book(a, newId())).status).toBe(404);
    expect((await book(b, (await freeSlot(a, a.doctorId, 6)).id, { patientId: a.patientId })).status).toBe(403);
    expect(hospital.events).toEqual([]);
    hospital.stop();
  });

  it("arrive on the receptionist's event stream opened with the access_token parameter", async () => {
    const response = await server.app.request(
      `/api/notifications/stream?access_token=${encodeURIComponent(a.tokens.RECEPTIONIST)}`,
      { headers: { accept: 'text/event-stream' } },
    );
    expect(response.status).toBe(200);
    const body: ReadableStream<Uint8Array> | null = response.body;
    const reader = body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 3000;
      while (!text.includes(needle) && Date.now() < deadline) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text.includes(needle);
    };
    expect(await readUntil(': connected')).toBe(true);
    const slot = await freeSlot(a, a.doctorId, 8);
    expect((await book(a, slot.id)).status).toBe(201);
    expect(await readUntil(`"slotId":"${slot.id}"`)).toBe(true);
    const block = text.split('\n\n').find((part) => part.startsWith('event: notification\n')) ?? '';
    const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as unknown;
    expect(contractError(data)).toBeUndefined();
    await reader.cancel();
  });
});
