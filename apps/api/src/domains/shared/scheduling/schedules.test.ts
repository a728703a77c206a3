import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidators } from '../../../contract/validator';
import { providers, slots } from '../../../db/schema';
import { newId } from '../../../ids';
import { dayOf } from '../../../time/zoned-day';
import { createTenant, type Tenant } from '../../../../test/tenants';
import { startTestServer } from '../../../../test/test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'sched-a');
  b = await createTenant(server, 'sched-b');
});
afterAll(async () => {
  await server.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function send(method: string, path: string, token: string, body?: unknown, timezone = 'Asia/Dubai') {
  const response = await server.app.request(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      timezone,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The answer conforms to the operation's response schema. */
function expectConforms(operationId: string, status: number, body: unknown) {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is in the contract`);
  expect(createValidators(server.contract).response(operation, status, body), operationId).toBeUndefined();
}

/** Midnight UTC `days` from today: 04:00 in Dubai, on the hour. */
const dayStart = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(0, 0, 0, 0);
  return d;
};
const range = (from: Date, minutes = 30) => ({
  from: from.toISOString(),
  to: new Date(from.getTime() + minutes * 60_000).toISOString(),
});

async function insertSlot(t: Tenant, start: Date, extra: Partial<typeof slots.$inferInsert> = {}) {
  const id = newId();
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    ...extra,
  });
  return id;
}

async function slotsOf(providerId: string, from: Date, to: Date) {
  return server.services.database.db
    .select()
    .from(slots)
    .where(and(eq(slots.providerId, providerId), gte(slots.startAt, from), lt(slots.startAt, to)));
}

describe('slot series', () => {
  it('creates a clean weekly series in full', async () => {
    const first = new Date(dayStart(20).getTime() + 6 * HOUR);
    const weekly = [0, 1, 2, 3].map((w) => range(new Date(first.getTime() + w * 7 * DAY)));
    const answer = await send('POST', '/slots/series', a.tokens.HOSPITAL, {
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      slots: weekly,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expectConforms('createSlotSeries', 201, answer.body);
    const data = answer.body.data as { from: string; status: string; doctorId: { _id: string } }[];
    expect(data.map((s) => s.from)).toEqual(weekly.map((r) => r.from));
    expect(data.every((s) => s.status === 'AVAILABLE' && s.doctorId._id === a.doctorId)).toBe(true);
    expect(await slotsOf(a.doctorId, first, new Date(first.getTime() + 4 * 7 * DAY))).toHaveLength(4);
  });

  it('creates none and answers 409 naming the clash when the 3rd slot overlaps an existing one', async () => {
    const first = new Date(dayStart(60).getTime() + 8 * HOUR);
    const weekly = [0, 1, 2, 3].map((w) => range(new Date(first.getTime() + w * 7 * DAY)));
    const third = new Date(first.getTime() + 14 * DAY);
    // An hour-long slot that starts 30 minutes before the third one.
    await insertSlot(a, new Date(third.getTime() - 30 * 60_000), {
      endAt: new Date(third.getTime() + 30 * 60_000),
    });
    const answer = await send(
      'POST',
      '/slots/series',
      a.tokens.DOCTOR,
      { hospitalId: a.hospitalId, doctorId: a.doctorId, slots: weekly },
      'UTC',
    );
    expect(answer.status).toBe(409);
    const message = String(answer.body.message);
    expect(message).toContain('overlaps the existing slot');
    expect(message).toContain(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(third),
    );
    expect(message).toContain('no slot was created');
    // Only the clashing slot exists in those four weeks.
    expect(
      await slotsOf(a.doctorId, new Date(first.getTime() - DAY), new Date(first.getTime() + 4 * 7 * DAY)),
    ).toHaveLength(1);
  });

  it('refuses a series whose own slots overlap, creating none', async () => {
    const from = new Date(dayStart(90).getTime() + 6 * HOUR);
    const answer = await send('POST', '/slots/series', a.tokens.HOSPITAL, {
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      slots: [range(from), range(new Date(from.getTime() + HOUR)), range(from)],
    });
    expect(answer.status).toBe(409);
    expect(String(answer.body.message)).toContain('overlap each other');
    expect(await slotsOf(a.doctorId, from, new Date(from.getTime() + DAY))).toHaveLength(0);
  });

  it('checks every slot: 30 minutes on a half hour, in the future; refuses the whole series with a message', async () => {
    const base = { hospitalId: a.hospitalId, doctorId: a.doctorId };
    const good = range(new Date(dayStart(100).getTime() + 6 * HOUR));
    const cases: [{ from: string; to: string }, string][] = [
      [
        range(new Date(dayStart(100).getTime() + 7 * HOUR + 10 * 60_000)),
        'does not start on the hour or the half hour',
      ],
      [range(new Date(dayStart(-2).getTime() + 6 * HOUR)), 'starts in the past'],
      [{ from: good.to, to: good.from }, 'is not 30 minutes long'],
      // 09:00–12:00 is six slots, not one three hours long (000 §9).
      [range(new Date(dayStart(100).getTime() + 9 * HOUR), 180), 'is not 30 minutes long'],
      [range(new Date(dayStart(100).getTime() + 12 * HOUR), 60), 'is not 30 minutes long'],
    ];
    for (const [bad, message] of cases) {
      const answer = await send('POST', '/slots/series', a.tokens.HOSPITAL, { ...base, slots: [good, bad] }, 'UTC');
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(String(answer.body.message)).toContain(message);
    }
    // The message names the slot in the caller's time zone.
    const long = range(new Date(dayStart(100).getTime() + 9 * HOUR), 180);
    const named = await send('POST', '/slots/series', a.tokens.HOSPITAL, { ...base, slots: [long] }, 'Asia/Dubai');
    expect(String(named.body.message)).toMatch(/^The slot .*, 13:00–16:00 is not 30 minutes long/);
    expect(await slotsOf(a.doctorId, dayStart(100), dayStart(101))).toHaveLength(0);
  });

  it('creates a range sent as its 30-minute slots: six for 09:00–12:00', async () => {
    // 09:00 in Dubai is 05:00 UTC.
    const nine = new Date(dayStart(101).getTime() + 5 * HOUR);
    const six = Array.from({ length: 6 }, (_, i) => range(new Date(nine.getTime() + i * 30 * 60_000)));
    const answer = await send('POST', '/slots/series', a.tokens.HOSPITAL, {
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      slots: six,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = await slotsOf(a.doctorId, dayStart(101), dayStart(102));
    expect(created).toHaveLength(6);
    expect(created.every((slot) => slot.endAt.getTime() - slot.startAt.getTime() === 30 * 60_000)).toBe(true);
  });

  it('takes a month of working days in one series (more than the old 400)', async () => {
    // 16 half hours (08:00–16:00 UTC) on 30 days: 480 slots.
    const slots = Array.from({ length: 30 }, (_, day) =>
      Array.from({ length: 16 }, (_, half) =>
        range(new Date(dayStart(200 + day).getTime() + (16 + half) * 30 * 60_000)),
      ),
    ).flat();
    const answer = await send('POST', '/slots/series', a.tokens.HOSPITAL, {
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      slots,
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201);
    expect(await slotsOf(a.doctorId, dayStart(200), dayStart(230))).toHaveLength(480);
  });

  it('follows createSlot: own hospital, a doctor his own, a nurse his own and the doctors', async () => {
    const slot = [range(new Date(dayStart(110).getTime() + 6 * HOUR))];
    const doctorSeries = { hospitalId: a.hospitalId, doctorId: a.doctorId, slots: slot };
    expect((await send('POST', '/slots/series', b.tokens.HOSPITAL, doctorSeries)).status).toBe(403);
    expect((await send('POST', '/slots/series', b.tokens.DOCTOR, doctorSeries)).status).toBe(403);
    expect((await send('POST', '/slots/series', a.tokens.PATIENT, doctorSeries)).status).toBe(403);
    const nurseSeries = { hospitalId: a.hospitalId, nurseId: a.nurseId, type: 'NURSE', slots: slot };
    const own = await send('POST', '/slots/series', a.tokens.NURSE, nurseSeries);
    expect(own.status).toBe(201);
    expect((own.body.data as { type?: string }[])[0]?.type).toBe('NURSE');
    expect((await send('POST', '/slots/series', a.tokens.NURSE, doctorSeries)).status).toBe(201);
  });

  it("refuses a nurse another nurse's calendar, for one slot, a series and a delete (the policy's rule)", async () => {
    const colleague = newId();
    await server.services.database.db.insert(providers).values({
      id: colleague,
      kind: 'NURSE',
      nurseType: 'Nurse',
      hospitalId: a.hospitalId,
      firstName: 'Huda',
      lastName: 'A',
      email: 'huda-sched@demo.test',
    });
    const start = new Date(dayStart(111).getTime() + 6 * HOUR);
    const theirs = { hospitalId: a.hospitalId, nurseId: colleague, type: 'NURSE' };
    expect((await send('POST', '/slots', a.tokens.NURSE, { ...theirs, ...range(start) })).status).toBe(403);
    expect((await send('POST', '/slots/series', a.tokens.NURSE, { ...theirs, slots: [range(start)] })).status).toBe(
      403,
    );
    // The hospital manages every calendar of its staff; another hospital none.
    expect((await send('POST', '/slots', a.tokens.HOSPITAL, { ...theirs, ...range(start) })).status).toBe(201);
    expect((await send('POST', '/slots', b.tokens.HOSPITAL, { ...theirs, ...range(start) })).status).toBe(403);
    const slot = await insertSlot(a, new Date(dayStart(112).getTime() + 6 * HOUR), { providerId: colleague });
    expect((await send('DELETE', `/slots/delete/${slot}`, a.tokens.NURSE)).status).toBe(403);
    expect((await send('DELETE', `/slots/delete/${slot}`, a.tokens.HOSPITAL)).status).toBe(200);
    // A record the body names that does not exist is a 404 from the policy.
    expect(
      (await send('POST', '/slots', a.tokens.NURSE, { ...theirs, nurseId: newId(), ...range(start) })).status,
    ).toBe(404);
  });
});

describe('one slot', () => {
  const base = () => ({ hospitalId: a.hospitalId, doctorId: a.doctorId });

  it('creates 30 minutes on a half hour, with or without to', async () => {
    const from = new Date(dayStart(120).getTime() + 6 * HOUR);
    const withTo = await send('POST', '/slots', a.tokens.HOSPITAL, { ...base(), ...range(from) });
    expect(withTo.status, JSON.stringify(withTo.body)).toBe(201);
    const later = new Date(from.getTime() + HOUR);
    const without = await send('POST', '/slots', a.tokens.HOSPITAL, { ...base(), from: later.toISOString() });
    expect(without.status, JSON.stringify(without.body)).toBe(201);
    expect((without.body.data as { to: string }).to).toBe(new Date(later.getTime() + 30 * 60_000).toISOString());
  });

  it('refuses with 400 and a message: not 30 minutes, off the half hour, or in the past', async () => {
    const nine = new Date(dayStart(121).getTime() + 5 * HOUR);
    const cases: [Record<string, string>, string][] = [
      [range(nine, 180), 'is not 30 minutes long'],
      [range(nine, 60), 'is not 30 minutes long'],
      [range(nine, 15), 'is not 30 minutes long'],
      [range(new Date(nine.getTime() + 15 * 60_000)), 'does not start on the hour or the half hour'],
      [range(new Date(dayStart(-1).getTime() + 6 * HOUR)), 'starts in the past'],
    ];
    for (const [times, message] of cases) {
      const answer = await send('POST', '/slots', a.tokens.DOCTOR, { ...base(), ...times });
      expect(answer.status, JSON.stringify(times)).toBe(400);
      expect(String(answer.body.message)).toContain(message);
    }
    const tooLong = await send('POST', '/slots', a.tokens.DOCTOR, { ...base(), ...range(nine, 180) }, 'Asia/Dubai');
    expect(tooLong.body.message).toMatch(
      /^The slot \w{3}, \d{1,2} \w{3} \d{4}, 09:00–12:00 is not 30 minutes long; slots are 30 minutes on half-hour boundaries$/,
    );
    expect(await slotsOf(a.doctorId, dayStart(121), dayStart(122))).toHaveLength(0);
  });
});

describe('deleting slots', () => {
  it('deletes a free future slot; refuses booked and past ones with 409', async () => {
    const free = await insertSlot(a, new Date(dayStart(30).getTime() + 6 * HOUR));
    const booked = await insertSlot(a, new Date(dayStart(30).getTime() + 7 * HOUR), {
      status: 'BOOKED',
      patientId: a.patientId,
    });
    const past = await insertSlot(a, new Date(dayStart(-3).getTime() + 6 * HOUR));
    const deleted = await send('DELETE', `/slots/delete/${free}`, a.tokens.DOCTOR);
    expect(deleted.status).toBe(200);
    expectConforms('deleteSlot', 200, deleted.body);
    expect((deleted.body.data as { _id: string })._id).toBe(free);
    expect((await send('DELETE', `/slots/delete/${free}`, a.tokens.HOSPITAL)).status).toBe(404);
    const refusedBooked = await send('DELETE', `/slots/delete/${booked}`, a.tokens.HOSPITAL);
    expect(refusedBooked).toEqual({ status: 409, body: { message: 'A booked slot cannot be deleted' } });
    const refusedPast = await send('DELETE', `/slots/delete/${past}`, a.tokens.HOSPITAL);
    expect(refusedPast).toEqual({ status: 409, body: { message: 'A slot that has started cannot be deleted' } });
  });

  it("refuses another hospital's slot, and a doctor's slot to another doctor", async () => {
    const slot = await insertSlot(a, new Date(dayStart(31).getTime() + 6 * HOUR));
    expect((await send('DELETE', `/slots/delete/${slot}`, b.tokens.HOSPITAL)).status).toBe(403);
    expect((await send('DELETE', `/slots/delete/${slot}`, b.tokens.DOCTOR)).status).toBe(403);
    const colleague = newId();
    await server.services.database.db.insert(providers).values({
      id: colleague,
      kind: 'DOCTOR',
      hospitalId: a.hospitalId,
      firstName: 'Rashid',
      lastName: 'A',
      email: 'rashid-sched@demo.test',
    });
    const theirs = await insertSlot(a, new Date(dayStart(31).getTime() + 6 * HOUR), { providerId: colleague });
    expect((await send('DELETE', `/slots/delete/${theirs}`, a.tokens.DOCTOR)).status).toBe(403);
    // A nurse manages the doctors' calendars of his hospital.
    expect((await send('DELETE', `/slots/delete/${theirs}`, a.tokens.NURSE)).status).toBe(200);
  });

  it('deletes nurse slots by the nurse call only, and a nurse only his own', async () => {
    const nurseSlot = await insertSlot(a, new Date(dayStart(32).getTime() + 6 * HOUR), { providerId: a.nurseId });
    const doctorSlot = await insertSlot(a, new Date(dayStart(32).getTime() + 6 * HOUR));
    expect((await send('DELETE', `/slots/delete/nurse/${doctorSlot}`, a.tokens.HOSPITAL)).status).toBe(404);
    const otherNurse = newId();
    await server.services.database.db.insert(providers).values({
      id: otherNurse,
      kind: 'NURSE',
      nurseType: 'Nurse',
      hospitalId: a.hospitalId,
      firstName: 'Mariam',
      lastName: 'A',
      email: 'mariam-sched@demo.test',
    });
    const colleagues = await insertSlot(a, new Date(dayStart(32).getTime() + 7 * HOUR), { providerId: otherNurse });
    expect((await send('DELETE', `/slots/delete/nurse/${colleagues}`, a.tokens.NURSE)).status).toBe(403);
    expect((await send('DELETE', `/slots/delete/${colleagues}`, a.tokens.NURSE)).status).toBe(403);
    expect((await send('DELETE', `/slots/delete/nurse/${colleagues}`, a.tokens.HOSPITAL)).status).toBe(200);
    const own = await send('DELETE', `/slots/delete/nurse/${nurseSlot}`, a.tokens.NURSE);
    expect(own.status).toBe(200);
    expectConforms('deleteNurseSlot', 200, own.body);
  });
});

describe('counts and day lists', () => {
  it("counts the hospital's booked and approved appointments between two days, both included", async () => {
    // Days 40 to 42 in Dubai; midnight UTC is 04:00 there.
    const at = (days: number, hours: number) => new Date(dayStart(days).getTime() + hours * HOUR);
    const booked = { patientId: a.patientId };
    await insertSlot(a, at(40, 1), { status: 'BOOKED', ...booked });
    await insertSlot(a, at(41, 2), { status: 'APPROVED', ...booked });
    await insertSlot(a, at(42, 3), { status: 'BOOKED', ...booked });
    await insertSlot(a, at(41, 4)); // free
    await insertSlot(a, at(41, 5), { status: 'TAKEN', ...booked });
    await insertSlot(a, at(43, 6), { status: 'BOOKED', ...booked }); // after the period
    await insertSlot(b, at(41, 2), { status: 'BOOKED', patientId: b.patientId }); // another hospital
    const period = { from: dayOf(at(40, 1), 'Asia/Dubai'), to: dayOf(at(42, 3), 'Asia/Dubai') };
    const answer = await send('POST', '/slots/booked-approved-appointments', a.tokens.HOSPITAL, period);
    expect(answer).toEqual({ status: 200, body: { totalCount: 3 } });
    expectConforms('countBookedApprovedAppointments', 200, answer.body);
    const reversed = { from: period.to, to: period.from };
    expect((await send('POST', '/slots/booked-approved-appointments', a.tokens.HOSPITAL, reversed)).status).toBe(400);
    expect((await send('POST', '/slots/booked-approved-appointments', a.tokens.DOCTOR, period)).status).toBe(403);
  });

  it("lists a doctor's appointments of a day in the caller's time zone", async () => {
    const day = dayStart(50);
    const morning = await insertSlot(a, new Date(day.getTime() + 4 * HOUR), {
      status: 'BOOKED',
      patientId: a.patientId,
    });
    // 22:00 UTC is 02:00 the next day in Dubai.
    const late = await insertSlot(a, new Date(day.getTime() + 22 * HOUR), {
      status: 'APPROVED',
      patientId: a.patientId,
    });
    await insertSlot(a, new Date(day.getTime() + 5 * HOUR)); // free: not an appointment
    const date = day.toISOString().slice(0, 10);
    const inDubai = await send('POST', '/slots/doctorAppointmentsByDate', a.tokens.HOSPITAL, {
      date,
      doctorId: a.doctorId,
    });
    expect(inDubai.status).toBe(200);
    expectConforms('listDoctorAppointmentsByDate', 200, inDubai.body);
    const ids = (body: Record<string, unknown>) => (body.appointments as { _id: string }[]).map((x) => x._id);
    expect(ids(inDubai.body)).toEqual([morning]);
    const first = (inDubai.body.appointments as { patientId: { firstName: string }; doctorId: { _id: string } }[])[0];
    expect(first?.patientId.firstName).toBe('Khalid');
    expect(first?.doctorId._id).toBe(a.doctorId);
    const inUtc = await send(
      'POST',
      '/slots/doctorAppointmentsByDate',
      a.tokens.DOCTOR,
      { date, doctorId: a.doctorId },
      'UTC',
    );
    expect(ids(inUtc.body)).toEqual([morning, late]);
    for (const token of [b.tokens.HOSPITAL, b.tokens.DOCTOR, b.tokens.NURSE]) {
      expect(
        (await send('POST', '/slots/doctorAppointmentsByDate', token, { date, doctorId: a.doctorId })).status,
      ).toBe(403);
    }
    const unknown = await send('POST', '/slots/doctorAppointmentsByDate', a.tokens.HOSPITAL, {
      date,
      doctorId: a.nurseId,
    });
    expect(unknown.status).toBe(404);
  });

  it("lists a nurse's slots and a hospital's slots, redacted for patients", async () => {
    const start = new Date(dayStart(70).getTime() + 6 * HOUR);
    const free = await insertSlot(a, start, { providerId: a.nurseId });
    const booked = await insertSlot(a, new Date(start.getTime() + HOUR), {
      providerId: a.nurseId,
      status: 'BOOKED',
      patientId: a.patientId,
    });
    const window = { from: dayStart(70).toISOString(), to: dayStart(71).toISOString() };
    const all = await send('POST', `/slots/all/nurse/${a.nurseId}`, a.tokens.NURSE, window);
    expectConforms('listNurseSlots', 200, all.body);
    expect((all.body.data as { _id: string }[]).map((s) => s._id)).toEqual([free, booked]);
    const available = await send('POST', `/slots/available/nurse/${a.nurseId}`, b.tokens.PATIENT, window);
    expect((available.body.data as { _id: string }[]).map((s) => s._id)).toEqual([free]);
    const bookedOnly = await send('POST', `/slots/booked/nurse/${a.nurseId}`, a.tokens.RECEPTIONIST, window);
    expect((bookedOnly.body.data as { _id: string; patientId?: unknown }[]).map((s) => s._id)).toEqual([booked]);
    expect((await send('POST', `/slots/all/nurse/${a.nurseId}`, b.tokens.HOSPITAL, window)).status).toBe(403);

    const hospital = await send('POST', `/slots/all/hospital/${a.hospitalId}`, b.tokens.PATIENT, window);
    expectConforms('listHospitalSlots', 200, hospital.body);
    const seen = hospital.body.data as { _id: string; patientId?: unknown; type?: string }[];
    expect(seen.map((s) => s._id)).toEqual([free, booked]);
    expect(seen.every((s) => s.patientId === undefined && s.type === 'NURSE')).toBe(true);
    expect((await send('POST', `/slots/all/hospital/${a.hospitalId}`, b.tokens.HOSPITAL, window)).status).toBe(403);
  });
});
