import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { http } from 'msw';
import { mockError, readMockJson } from '../../mocks';
import { clinical, patients, scheduling } from '../../mocks/fixtures';
import { createHandlers } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import {
  appointmentNurseReportQueryOptions,
  diagnosisAppointmentQueryOptions,
  diagnosisPatientQueryOptions,
  isNotFound,
  saveNurseReport,
  toDiagnosisAppointment,
  toDiagnosisPatient,
  toNurseReportView,
} from './diagnosis';

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

describe('the patient card', () => {
  it('gives name, birth date, Emirates ID, diseases, allergies and the insurances in the reader’s language', () => {
    expect(toDiagnosisPatient(patients.patientMariam)).toEqual({
      id: 'pat-mariam-kaabi',
      name: 'مريم الكعبي',
      image: '/files/patients/mariam-kaabi.jpg',
      birthday: '1990-04-17',
      emiratesId: '784-1990-1234567-1',
      diseases: ['Asthma'],
      allergies: ['Penicillin'],
      insurances: ['Sukoon'],
    });
    expect(toDiagnosisPatient(patients.patientMariam, 'ar').insurances).toEqual(['سكون']);
  });

  it('drops blank list entries and leaves out what the record does not have', () => {
    const card = toDiagnosisPatient({
      _id: 'p1',
      firstName: 'Hessa',
      lastName: ' Al Marri ',
      email: 'hessa@example.ae',
      diseases: [' ', 'Diabetes '],
    });
    expect(card).toEqual({ id: 'p1', name: 'Hessa Al Marri', diseases: ['Diabetes'], allergies: [], insurances: [] });
  });

  it('loads the patient profile through the client', async () => {
    // query() applies the options' mapper (select), as useQuery does.
    const card = await new QueryClient().query(diagnosisPatientQueryOptions(api, 'pat-mariam-kaabi', 'ar'));
    expect(card.name).toBe('مريم الكعبي');
    expect(card.insurances).toEqual(['سكون']);
  });
});

describe('the appointment', () => {
  it('gives date and time, service, the patient’s description and who it is for', () => {
    expect(toDiagnosisAppointment(scheduling.appointmentHamad)).toEqual({
      id: 'apt-hamad-paediatrics',
      patientId: 'pat-mariam-kaabi',
      from: '2026-12-05T11:00:00+04:00',
      to: '2026-12-05T11:30:00+04:00',
      status: 'BOOKED',
      service: 'Seasonal Flu Vaccination',
      description: 'Flu vaccine for my son.',
      familyMember: 'حمد الكعبي',
      doctorId: 'doc-fatima-hashimi',
      hospitalId: 'hsp-marina-care',
    });
  });

  it('reads a missing appointment as a 404', async () => {
    server.use(mockError('get', '/appointments/{id}', 404, { message: 'Appointment not found' }, { baseUrl: BASE }));
    const failure: unknown = await new QueryClient()
      .query(diagnosisAppointmentQueryOptions(api, 'apt-gone'))
      .catch((error: unknown) => error);
    expect(isNotFound(failure)).toBe(true);
    expect(isNotFound(new Error('Appointment not found'))).toBe(false);
  });
});

describe('the nurse report', () => {
  it('keeps the measured values and the texts with something in them', () => {
    expect(toNurseReportView({ ...clinical.nurseReportMariam, complain: '  ', bp: ' 118/76 ' })).toEqual({
      id: 'nrep-mariam-vitals',
      height: 1.63,
      weight: 58,
      bp: '118/76',
      bt: 36.7,
      heartRate: 96,
      glucose: 92,
    });
  });

  it('is null when the appointment has none (404), and a failure otherwise', async () => {
    server.use(mockError('get', '/nurseReports/appointment/{id}', 404, { message: 'Not found' }, { baseUrl: BASE }));
    const options = appointmentNurseReportQueryOptions(api, 'apt-yousef-cardiology');
    await expect(new QueryClient().query(options)).resolves.toBeNull();
    server.use(
      mockError('get', '/nurseReports/appointment/{id}', 500, { message: 'Database down' }, { baseUrl: BASE }),
    );
    await expect(new QueryClient().query(options)).rejects.toThrow('Database down');
  });

  it('creates a report when the appointment has none and updates the one it has', async () => {
    // Records the writes and lets them through to the fixtures' answers.
    const sent: { method: string; body: unknown }[] = [];
    server.use(
      http.all(`${BASE}/nurseReports*`, async ({ request }) => {
        sent.push({ method: request.method, body: await readMockJson(request) });
      }),
    );
    const values = {
      height: 1.63,
      weight: 58,
      bp: ' 118/76 ',
      bt: 36.7,
      complain: ' Palpitations ',
      heartRate: 96,
      glucose: 92,
    };
    const target = { appointmentId: 'apt-mariam-cardiology', patientId: 'pat-mariam-kaabi' };
    await expect(saveNurseReport(api, { ...target, values })).resolves.toMatchObject({ created: true });
    await expect(saveNurseReport(api, { ...target, values, reportId: 'nrep-mariam-vitals' })).resolves.toMatchObject({
      created: false,
    });
    expect(sent.map((request) => request.method)).toEqual(['POST', 'PUT']);
    expect(sent[0]?.body).toEqual({ ...values, bp: '118/76', complain: 'Palpitations', ...target });
  });
});
