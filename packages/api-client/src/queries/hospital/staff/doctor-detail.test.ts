import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../client/create-api-client';
import { scheduling } from '../../../mocks';
import { createHandlers, mockUrl, readMockJson } from '../../../mocks/handlers';
import type { components } from '../../../schema.gen';
import { createMemoryStorage, createSession } from '../../../session';
import {
  doctorAppointmentsByDateQueryOptions,
  doctorPatientsQueryOptions,
  toDoctorDayAppointments,
  toDoctorPatientRows,
} from './doctor-detail';

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

describe("the doctor's appointments of a day", () => {
  it('maps patient, family member and service, in start order', () => {
    const rows = toDoctorDayAppointments({
      appointments: [scheduling.appointmentHamad, scheduling.appointmentYousef],
    });
    expect(rows).toEqual([
      {
        id: scheduling.appointmentYousef._id,
        from: '2026-12-02T09:30:00+04:00',
        to: '2026-12-02T10:00:00+04:00',
        status: 'APPROVED',
        patientName: 'Yousef Al Hammadi',
        serviceName: scheduling.appointmentYousef.serviceId?.name,
      },
      {
        id: scheduling.appointmentHamad._id,
        from: '2026-12-05T11:00:00+04:00',
        to: '2026-12-05T11:30:00+04:00',
        status: 'BOOKED',
        patientName: 'مريم الكعبي',
        familyMemberName: [
          scheduling.appointmentHamad.familyMemberId?.firstName,
          scheduling.appointmentHamad.familyMemberId?.lastName,
        ].join(' '),
        serviceName: scheduling.appointmentHamad.serviceId?.name,
      },
    ]);
  });

  it('posts the day and the doctor to /slots/doctorAppointmentsByDate', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/slots/doctorAppointmentsByDate', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
        return HttpResponse.json({ appointments: [] });
      }),
    );
    const options = doctorAppointmentsByDateQueryOptions(api, 'doc-ahmed-mansoori', '2026-12-02');
    expect(await new QueryClient().query(options)).toEqual([]);
    expect(bodies).toEqual([{ date: '2026-12-02', doctorId: 'doc-ahmed-mansoori' }]);
    expect(options.queryKey).toEqual([
      'post',
      '/slots/doctorAppointmentsByDate',
      { body: { date: '2026-12-02', doctorId: 'doc-ahmed-mansoori' } },
    ]);
  });
});

describe("the doctor's patients", () => {
  it('lists each patient of the appointments once, with the table fields', () => {
    const withoutPatient: Appointment = {
      _id: 'free',
      from: '2026-12-02T08:00:00Z',
      to: '2026-12-02T08:30:00Z',
      status: 'AVAILABLE',
    };
    const rows = toDoctorPatientRows([
      scheduling.appointmentYousef,
      withoutPatient,
      scheduling.appointmentMariam,
      scheduling.appointmentHamad,
    ]);
    expect(rows).toEqual([
      {
        id: 'pat-yousef-hammadi',
        name: 'Yousef Al Hammadi',
        email: 'yousef.alhammadi@example.ae',
        bloodType: 'A+',
        birthday: '1984-11-02',
        gender: 'male',
      },
      {
        id: 'pat-mariam-kaabi',
        name: 'مريم الكعبي',
        email: 'mariam.alkaabi@example.ae',
        bloodType: 'O+',
        birthday: '1990-04-17',
        gender: 'female',
      },
    ]);
  });

  it('reads a page of GET /appointments/doctorAppointments/{id}', async () => {
    const asked: string[] = [];
    server.use(
      http.get(mockUrl('/appointments/doctorAppointments/:id', BASE), ({ request, params }) => {
        asked.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json({
          data: { appointments: [scheduling.appointmentYousef], pageNumber: 1, numberOfPages: 3 },
        });
      }),
    );
    const page = await new QueryClient().query(doctorPatientsQueryOptions(api, 'doc-ahmed-mansoori', 1));
    expect(asked).toEqual(['doc-ahmed-mansoori?page=1']);
    expect(page).toMatchObject({ page: 1, pageCount: 3, patients: [{ name: 'Yousef Al Hammadi' }] });
  });
});
