import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient, type TestServer } from '../../../test/staff-client';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { mp4Bytes } from '../../../test/video-bytes';
import { bookAppointment } from '../doctor/testing/paper-fixtures';
import { nurseReportBody } from '../nurse/testing/nurse-fixtures';

// The receptionist (001 §6): reads his hospital's appointments, doctors and
// nurses; adds and deletes promo videos; edits his own account; changes
// nothing else. And the hospital's booked appointments he reads (000).

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createTenant(server, 'rca');
  b = await createTenant(server, 'rcb');
});
afterAll(async () => {
  await server.close();
});

const asDesk = (method: string, path: string, body?: unknown, token = a.tokens.RECEPTIONIST) =>
  api.send(method, path, token, body);

describe('what a receptionist reads', () => {
  it("reads his hospital's doctors and nurses, and not another hospital's", async () => {
    await api.conforming(await asDesk('GET', '/doctors?page=0'), 'listDoctors');
    await api.conforming(await asDesk('GET', `/doctors/${a.doctorId}`), 'getDoctor');
    await api.conforming(await asDesk('GET', '/nurse?page=0'), 'listNurses');
    await api.conforming(await asDesk('GET', `/nurse/${a.nurseId}`), 'getNurse');
    // A doctor's page is public (the patient site's); a nurse's is not.
    await api.refused(await asDesk('GET', `/nurse/${b.nurseId}`), 403);
  });

  it("pages his hospital's appointments waiting for approval (BOOKED only), latest first", async () => {
    const booked = [await bookAppointment(server, a, 2), await bookAppointment(server, a, 3)];
    await bookAppointment(server, a, 4, { status: 'APPROVED' });
    await bookAppointment(server, b, 2);
    for (const token of [a.tokens.RECEPTIONIST, a.tokens.HOSPITAL]) {
      const { data } = await api.conforming<{ data: { totalItems: number; appointments: { _id: string }[] } }>(
        await asDesk('GET', `/appointments/hospitalBooked/${a.hospitalId}?page=0`, undefined, token),
        'listHospitalBookedAppointments',
      );
      expect(data.appointments.map((x) => x._id)).toEqual([...booked].reverse());
      expect(data.totalItems).toBe(2);
    }
    await api.refused(await asDesk('GET', `/appointments/hospitalBooked/${b.hospitalId}?page=0`), 403);
  });
});

describe('what a receptionist changes', () => {
  it('adds and deletes a promo video of his hospital, not of another', async () => {
    const form = new FormData();
    form.append('video', new File([mp4Bytes({ seconds: 30 })], 'lobby.mp4', { type: 'video/mp4' }));
    const upload = await api.call('/promos', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.tokens.RECEPTIONIST}` },
      body: form,
    });
    const { data } = await api.conforming<{ data: { _id: string; url: string; hospitalId: string } }>(
      upload,
      'uploadPromoVideo',
      201,
    );
    expect(data.hospitalId).toBe(a.hospitalId);
    const path = `/promos/${data._id}/${data.url.split('/').pop() ?? ''}`;
    await api.refused(await asDesk('DELETE', path, undefined, b.tokens.RECEPTIONIST), 403);
    await api.conforming(await asDesk('DELETE', path), 'deletePromoVideo');
  });

  it('updates his own account, not another receptionist', async () => {
    const { data } = await api.conforming<{ data: { firstName: string } }>(
      await asDesk('PUT', `/receptionists/${a.receptionistId}`, { firstName: 'Reem', mobile: '+971-50 222 3344' }),
      'updateReceptionist',
    );
    expect(data.firstName).toBe('Reem');
    await api.refused(await asDesk('PUT', `/receptionists/${b.receptionistId}`, { firstName: 'Reem' }), 403);
  });

  it('is refused every other change: doctors, slots, appointments, nurse reports', async () => {
    const appointment = await bookAppointment(server, a, 5);
    await api.refused(await asDesk('PUT', `/doctors/${a.doctorId}`, { firstName: 'Changed' }), 403);
    await api.refused(await asDesk('DELETE', `/doctors/${a.doctorId}`), 403);
    await api.refused(
      await asDesk('POST', '/slots', {
        hospitalId: a.hospitalId,
        doctorId: a.doctorId,
        from: new Date(Math.ceil((Date.now() + 10 * 24 * 3600_000) / 1800_000) * 1800_000).toISOString(),
      }),
      403,
    );
    await api.refused(await asDesk('DELETE', `/slots/delete/${a.slotId}`), 403);
    await api.refused(await asDesk('PUT', `/appointments/${appointment}`, { status: 'TAKEN' }), 403);
    await api.refused(await asDesk('POST', '/nurseReports', nurseReportBody(a, appointment)), 403);
  });
});
