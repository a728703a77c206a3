import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../contract/validator';
import { pushTokens, slots } from '../../db/schema';
import { newId } from '../../ids';
import { DatabasePublisher } from '../../notifications/database-publisher';
import { InProcessPublisher } from '../../notifications/publisher';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'notify-a');
  b = await createTenant(server, 'notify-b');
});
afterAll(async () => {
  await server.close();
});

/** The test server's publisher: in process on PGlite, through NOTIFY on PostgreSQL (#26). */
function publisher(): InProcessPublisher | DatabasePublisher {
  const notifications = server.services.notifications;
  if (notifications instanceof InProcessPublisher || notifications instanceof DatabasePublisher) return notifications;
  throw new Error('an unknown publisher');
}

/** An open event stream, read as text as it arrives. */
async function openStream(query: string, headers: Record<string, string> = { accept: 'text/event-stream' }) {
  const response = await server.app.request(`/api/notifications/stream${query}`, { headers });
  const body: ReadableStream<Uint8Array> | null = response.body;
  if (!body) throw new Error('no body');
  const reader = body.getReader();
  const read = () => reader.read();
  const decoder = new TextDecoder();
  let text = '';
  /** A read that outlived a timeout is kept for the next call, so no chunk is lost. */
  let pending: ReturnType<typeof read> | undefined;
  /** Reads until `done(text)` holds, or gives up after `ms`. */
  const until = async (done: (text: string) => boolean, ms = 2000) => {
    const deadline = Date.now() + ms;
    while (!done(text)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      pending ??= read();
      const chunk = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => {
          setTimeout(() => {
            resolve('timeout');
          }, left);
        }),
      ]);
      if (chunk === 'timeout') return false;
      pending = undefined;
      if (chunk.done) return done(text);
      text += decoder.decode(chunk.value, { stream: true });
    }
    return true;
  };
  return { response, until, text: () => text, close: () => reader.cancel() };
}

/** The NotificationEvents of a stream's text. */
function eventsOf(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: notification\n'))
    .map((block) => JSON.parse(block.split('\ndata: ')[1] ?? '{}') as Record<string, unknown>);
}

async function freeSlot(t: Tenant, days: number) {
  const id = newId();
  const start = new Date(Date.now() + days * 24 * 3600_000);
  start.setUTCHours(5, 30, 0, 0);
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
  });
  return id;
}

const book = (t: Tenant, slotId: string) =>
  server.app.request('/api/appointments', {
    method: 'POST',
    headers: { authorization: `Bearer ${t.tokens.PATIENT}`, 'content-type': 'application/json' },
    body: JSON.stringify({ patientId: t.patientId, slotId }),
  });

describe('notification stream', () => {
  it('refuses an unauthenticated or forged stream', async () => {
    const none = await server.app.request('/api/notifications/stream', { headers: { accept: 'text/event-stream' } });
    expect(none.status).toBe(401);
    const forged = await server.app.request('/api/notifications/stream?access_token=not-a-token', {
      headers: { accept: 'text/event-stream' },
    });
    expect(forged.status).toBe(401);
    expect(typeof ((await forged.json()) as { message?: unknown }).message).toBe('string');
  });

  it('answers 400 to a client that does not accept an event stream', async () => {
    const response = await server.app.request('/api/notifications/stream', {
      headers: { authorization: `Bearer ${a.tokens.HOSPITAL}` },
    });
    expect(response.status).toBe(400);
  });

  it("tells the hospital's subscribers when one of its slots is booked, and no one else", async () => {
    const hospital = await openStream(`?access_token=${a.tokens.HOSPITAL}`);
    expect(hospital.response.status).toBe(200);
    expect(hospital.response.headers.get('content-type')).toContain('text/event-stream');
    expect(await hospital.until((t) => t.includes(': connected'))).toBe(true);
    const doctor = await openStream('', { accept: 'text/event-stream', authorization: `Bearer ${a.tokens.DOCTOR}` });
    const otherHospital = await openStream(`?access_token=${b.tokens.HOSPITAL}`);
    const patient = await openStream(`?access_token=${a.tokens.PATIENT}`);
    expect(publisher().count(a.userIds.HOSPITAL)).toBe(1);

    const slotId = await freeSlot(a, 5);
    expect((await book(a, slotId)).status).toBe(201);

    expect(await hospital.until((t) => t.includes('event: notification'))).toBe(true);
    const [event] = eventsOf(hospital.text());
    expect(event).toMatchObject({
      title: 'New appointment',
      data: { kind: 'APPOINTMENT_BOOKED', slotId, hospitalId: a.hospitalId, providerId: a.doctorId },
    });
    expect(String(event?.body)).toContain('Khalid notify-a booked an appointment with Dr. Omar notify-a');
    expect(Date.parse(String(event?.createdAt))).not.toBeNaN();
    expect(await doctor.until((t) => t.includes('event: notification'))).toBe(true);
    expect(await otherHospital.until((t) => t.includes('event: notification'), 300)).toBe(false);
    expect(await patient.until((t) => t.includes('event: notification'), 300)).toBe(false);

    for (const stream of [hospital, doctor, otherHospital, patient]) await stream.close();
    expect(publisher().count(a.userIds.HOSPITAL)).toBe(0);
    expect(publisher().count(b.userIds.HOSPITAL)).toBe(0);
  });

  it('delivers an event too long for one NOTIFY (on PostgreSQL: stored, and read back by its id)', async () => {
    const got: { title: string; body?: string | undefined }[] = [];
    const stop = server.services.notifications.subscribe('long-reader', {
      deliver: (event) => {
        got.push(event);
      },
      close: () => {},
    });
    const body = 'A long message. '.repeat(800);
    await server.services.notifications.publish(['long-reader'], { title: 'Long', body });
    await expect.poll(() => got.length).toBe(1);
    expect(got[0]).toMatchObject({ title: 'Long', body });
    stop();
  });

  it('does not take the token from the query string anywhere else', async () => {
    const response = await server.app.request(`/api/patients?access_token=${a.tokens.HOSPITAL}`);
    expect(response.status).toBe(401);
  });
});

describe('push tokens', () => {
  const put = (path: string, token: string, body: unknown) =>
    server.app.request(`/api${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("stores the caller's token, moving it to the last account that registers it", async () => {
    const operation = server.contract.operations.find((o) => o.operationId === 'updateHospitalPushToken');
    if (!operation) throw new Error('updateHospitalPushToken is in the contract');
    const response = await put('/hospitals/webfcToken', a.tokens.HOSPITAL, {
      token: 'browser-token-1',
      id: a.hospitalId,
    });
    expect(response.status).toBe(200);
    expect(createValidators(server.contract).response(operation, 200, await response.json())).toBeUndefined();
    expect((await put('/users/webfcToken', a.tokens.DOCTOR, { token: 'browser-token-2' })).status).toBe(200);
    expect((await put('/patients/webfcToken', a.tokens.PATIENT, { token: 'browser-token-1' })).status).toBe(200);
    const db = server.services.database.db;
    const rows = await db.select().from(pushTokens);
    expect(rows.map((r) => [r.token, r.userId]).sort()).toEqual(
      [
        ['browser-token-1', a.userIds.PATIENT],
        ['browser-token-2', a.userIds.DOCTOR],
      ].sort(),
    );
    expect((await db.select().from(pushTokens).where(eq(pushTokens.userId, a.userIds.HOSPITAL))).length).toBe(0);
  });

  it('refuses a token for someone else, and the hospital call to other roles', async () => {
    expect((await put('/users/webfcToken', a.tokens.DOCTOR, { token: 'x', id: b.doctorId })).status).toBe(403);
    expect((await put('/hospitals/webfcToken', a.tokens.DOCTOR, { token: 'x' })).status).toBe(403);
    expect((await put('/patients/webfcToken', a.tokens.HOSPITAL, { token: 'x' })).status).toBe(403);
  });
});
