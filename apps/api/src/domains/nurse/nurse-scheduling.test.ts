import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { bookAppointment, expectConforms, send, type TestServer } from '../doctor/testing/paper-fixtures';
import { addNurse } from './testing/nurse-fixtures';

// The nurse's dashboard and calendars (001 §2 "Nurse area", §6): the hospital's
// appointments of a day, filtered by part of an Emirates ID; End Treatment of
// her own nurse appointments only; slots on her own calendar and on her
// hospital's doctors', never another hospital's.

let server: TestServer;
let a: Tenant;
let b: Tenant;

const DAY = 24 * 3600_000;
/** The Dubai day (YYYY-MM-DD) of an instant. */
const dubaiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(at);
/** The next half hour at least `days` days ahead. */
function halfHourAhead(days: number, extraHalfHours = 0): string {
  const at = Math.ceil((Date.now() + days * DAY) / 1800_000) * 1800_000 + extraHalfHours * 1800_000;
  return new Date(at).toISOString();
}

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'nsa');
  b = await createTenant(server, 'nsb');
});
afterAll(async () => {
  await server.close();
});

describe("the nurse's dashboard: POST /appointments/hospitalAppointments/{hospitalId}", () => {
  it("gives the hospital's nurse and receptionist its day, filtered by part of an Emirates ID; not another hospital's", async () => {
    const appointment = await bookAppointment(server, a, 2);
    const [slot] = await server.services.database.query<{ start_at: Date }>(
      'select start_at from slots where id = $1',
      [appointment],
    );
    const date = dubaiDay(new Date(slot?.start_at ?? Date.now()));
    const [patient] = await server.services.database.query<{ emirates_id: string }>(
      'select emirates_id from patients where id = $1',
      [a.patientId],
    );
    const part = (patient?.emirates_id ?? '').slice(9, 16);
    for (const token of [a.tokens.NURSE, a.tokens.RECEPTIONIST]) {
      const day = await send(server, 'POST', `/appointments/hospitalAppointments/${a.hospitalId}`, token, { date });
      expect(day.status).toBe(200);
      expectConforms(server, 'listHospitalAppointments', day.body);
      expect((day.body.data as { _id: string }[]).map((x) => x._id)).toContain(appointment);
      const found = await send(server, 'POST', `/appointments/hospitalAppointments/${a.hospitalId}`, token, {
        date,
        emiratesId: part,
      });
      expect((found.body.data as { _id: string }[]).map((x) => x._id)).toContain(appointment);
      const none = await send(server, 'POST', `/appointments/hospitalAppointments/${a.hospitalId}`, token, {
        date,
        emiratesId: '999-9999',
      });
      expect(none.body.data).toEqual([]);
    }
    for (const token of [b.tokens.NURSE, b.tokens.RECEPTIONIST]) {
      const other = await send(server, 'POST', `/appointments/hospitalAppointments/${a.hospitalId}`, token, { date });
      expect(other.status).toBe(403);
    }
  });
});

describe('End Treatment: PUT /appointments/{id} with status TAKEN', () => {
  it('ends a nurse appointment assigned to the nurse; refuses a doctor appointment and another nurse appointment', async () => {
    const own = await bookAppointment(server, a, 3, { providerId: a.nurseId });
    const ended = await send(server, 'PUT', `/appointments/${own}`, a.tokens.NURSE, { status: 'TAKEN' });
    expect(ended.status).toBe(200);
    expectConforms(server, 'updateAppointment', ended.body);
    expect(ended.body.data).toMatchObject({ _id: own, status: 'TAKEN', type: 'NURSE' });
    const colleague = await addNurse(server, a, 'nsa');
    const hers = await bookAppointment(server, a, 3, { providerId: colleague.id });
    const doctors = await bookAppointment(server, a, 3);
    for (const id of [hers, doctors]) {
      const refused = await send(server, 'PUT', `/appointments/${id}`, a.tokens.NURSE, { status: 'TAKEN' });
      expect(refused.status).toBe(403);
    }
  });
});

describe("slots on the nurse's and her hospital's doctors' calendars", () => {
  it("creates and deletes a slot on a doctor's calendar of her hospital and on her own", async () => {
    const doctorSlot = await send(server, 'POST', '/slots', a.tokens.NURSE, {
      hospitalId: a.hospitalId,
      doctorId: a.doctorId,
      from: halfHourAhead(12),
    });
    expect(doctorSlot.status).toBe(201);
    expectConforms(server, 'createSlot', doctorSlot.body, 201);
    const doctorSlotId = (doctorSlot.body.data as { _id: string })._id;
    const ownSlot = await send(server, 'POST', '/slots', a.tokens.NURSE, {
      hospitalId: a.hospitalId,
      nurseId: a.nurseId,
      from: halfHourAhead(12),
      type: 'NURSE',
    });
    expect(ownSlot.status).toBe(201);
    const ownSlotId = (ownSlot.body.data as { _id: string })._id;
    const deleted = await send(server, 'DELETE', `/slots/delete/${doctorSlotId}`, a.tokens.NURSE);
    expect(deleted.status).toBe(200);
    expectConforms(server, 'deleteSlot', deleted.body);
    expect((await send(server, 'DELETE', `/slots/delete/nurse/${ownSlotId}`, a.tokens.NURSE)).status).toBe(200);
  });

  it("refuses another hospital's calendars and another nurse's", async () => {
    const colleague = await addNurse(server, a, 'nsa-slots');
    for (const body of [
      { hospitalId: b.hospitalId, doctorId: b.doctorId, from: halfHourAhead(13) },
      { hospitalId: b.hospitalId, nurseId: b.nurseId, from: halfHourAhead(13), type: 'NURSE' },
      { hospitalId: a.hospitalId, nurseId: colleague.id, from: halfHourAhead(13), type: 'NURSE' },
    ]) {
      expect((await send(server, 'POST', '/slots', a.tokens.NURSE, body)).status).toBe(403);
    }
    const bNurseSlot = await send(server, 'POST', '/slots', b.tokens.NURSE, {
      hospitalId: b.hospitalId,
      nurseId: b.nurseId,
      from: halfHourAhead(13, 1),
      type: 'NURSE',
    });
    expect(bNurseSlot.status).toBe(201);
    const bNurseSlotId = (bNurseSlot.body.data as { _id: string })._id;
    expect((await send(server, 'DELETE', `/slots/delete/${b.slotId}`, a.tokens.NURSE)).status).toBe(403);
    expect((await send(server, 'DELETE', `/slots/delete/nurse/${bNurseSlotId}`, a.tokens.NURSE)).status).toBe(403);
  });
});
