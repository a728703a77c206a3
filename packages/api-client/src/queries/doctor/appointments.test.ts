import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { scheduling } from '../../mocks';
import { createHandlers, mockUrl, readMockJson } from '../../mocks/handlers';
import type { components } from '../../schema.gen';
import { createMemoryStorage, createSession } from '../../session';
import {
  doctorAppointmentAction,
  doctorAppointmentsQueryOptions,
  endTreatment,
  isChangedByEndTreatment,
  toDoctorAppointmentRow,
} from './appointments';

type Appointment = components['schemas']['Appointment'];

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });
const ahmed = 'doc-ahmed-mansoori';
const { appointmentYousef, appointmentHamad, appointmentMariam } = scheduling;

describe('the action column (001 §2, Appointments)', () => {
  const own = (status: Appointment['status'], withService = true): Appointment => {
    const appointment: Appointment = { ...appointmentYousef, status };
    if (!withService) delete appointment.serviceId;
    return appointment;
  };

  it('ends the treatment of his own appointment with a service, while it can still end', () => {
    expect(doctorAppointmentAction(own('BOOKED'), ahmed)).toBe('end');
    expect(doctorAppointmentAction(own('APPROVED'), ahmed)).toBe('end');
    // Treated: nothing left to end; the row shows TAKEN.
    expect(doctorAppointmentAction(own('TAKEN'), ahmed)).toBe('none');
  });

  it('otherwise starts the treatment of a BOOKED appointment', () => {
    expect(doctorAppointmentAction(own('BOOKED', false), ahmed)).toBe('start');
    expect(doctorAppointmentAction(own('APPROVED', false), ahmed)).toBe('none');
    // Another doctor's appointment, with a service: not his to end.
    expect(doctorAppointmentAction(appointmentHamad, ahmed)).toBe('start');
    expect(doctorAppointmentAction({ ...appointmentHamad, status: 'APPROVED' }, ahmed)).toBe('none');
  });
});

describe("the doctor's appointments", () => {
  it('maps the patient, Emirates ID, times, status, service and action', () => {
    expect(toDoctorAppointmentRow(appointmentYousef, ahmed)).toEqual({
      id: 'apt-yousef-cardiology',
      patientId: 'pat-yousef-hammadi',
      patientName: 'Yousef Al Hammadi',
      emiratesId: '784-1984-7654321-3',
      from: '2026-12-02T09:30:00+04:00',
      to: '2026-12-02T10:00:00+04:00',
      status: 'APPROVED',
      service: {
        id: 'svc-consultation',
        name: 'Specialist Consultation',
        price: 350,
        isFree: false,
        coveredByInsurance: true,
        description: expect.any(String) as unknown,
      },
      action: 'end',
    });
    const withoutService: Appointment = { ...appointmentMariam, status: 'BOOKED' };
    delete withoutService.serviceId;
    const row = toDoctorAppointmentRow(withoutService, ahmed);
    expect(row.service).toBeUndefined();
    expect(row.action).toBe('start');
  });

  it('reads a zero-based page of GET /appointments/doctorAppointments/{id}', async () => {
    const asked: string[] = [];
    server.use(
      http.get(mockUrl('/appointments/doctorAppointments/:id', BASE), ({ request, params }) => {
        asked.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json({
          data: { appointments: [appointmentYousef, appointmentHamad], pageNumber: 1, numberOfPages: 3 },
        });
      }),
    );
    const page = await new QueryClient().query(doctorAppointmentsQueryOptions(api, ahmed, 1));
    expect(asked).toEqual(['doc-ahmed-mansoori?page=1']);
    expect(page.page).toBe(1);
    expect(page.pageCount).toBe(3);
    expect(page.rows.map((row) => [row.id, row.action])).toEqual([
      ['apt-yousef-cardiology', 'end'],
      ['apt-hamad-paediatrics', 'start'],
    ]);
  });

  it('asks nothing without a doctor', () => {
    expect(doctorAppointmentsQueryOptions(api, '', 0).enabled).toBe(false);
  });
});

describe('End Treatment', () => {
  it('puts { status: TAKEN } to /appointments/{id}', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(mockUrl('/appointments/:id', BASE), async ({ request, params }) => {
        sent.push([params.id, await readMockJson(request)]);
        return HttpResponse.json({ data: { ...appointmentYousef, status: 'TAKEN' } });
      }),
    );
    const ended = await endTreatment(api, 'apt-yousef-cardiology');
    expect(sent).toEqual([['apt-yousef-cardiology', { status: 'TAKEN' }]]);
    expect(ended.status).toBe('TAKEN');
  });

  it('fails with the server’s message', async () => {
    server.use(
      http.put(mockUrl('/appointments/:id', BASE), () =>
        HttpResponse.json({ message: 'Appointment is already TAKEN' }, { status: 409 }),
      ),
    );
    await expect(endTreatment(api, 'apt-yousef-cardiology')).rejects.toThrow('Appointment is already TAKEN');
  });

  it('refreshes the appointment lists and reads, not other queries', () => {
    expect(isChangedByEndTreatment(doctorAppointmentsQueryOptions(api, ahmed, 0).queryKey)).toBe(true);
    expect(isChangedByEndTreatment(['get', '/appointments/{id}', {}])).toBe(true);
    expect(isChangedByEndTreatment(['post', '/slots/doctorAppointmentsByDate', {}])).toBe(true);
    expect(isChangedByEndTreatment(['get', '/patients', {}])).toBe(false);
  });
});
