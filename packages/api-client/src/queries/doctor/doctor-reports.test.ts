import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { mockError, readMockJson } from '../../mocks';
import { clinical } from '../../mocks/fixtures';
import { createHandlers } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import {
  appointmentDoctorReportQueryOptions,
  type DoctorReportValues,
  saveDoctorReport,
  toDoctorReportBody,
  toDoctorReportView,
} from './doctor-reports';

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
const target = { appointmentId: 'apt-mariam-cardiology', patientId: 'pat-mariam-kaabi' };

const values: DoctorReportValues = {
  treatmentType: 'Skin Desease',
  description: '  Eczema on both forearms. ',
  medicines: [{ medicine: ' Hydrocortisone 1% cream ', dosage: 2, days: 7 }],
  requiresSurgery: false,
  dateOfSurgery: '2026-12-20',
};

describe('the doctor report', () => {
  it('prefills the form: medicines, and the surgery date only when surgery is required', () => {
    expect(toDoctorReportView(clinical.doctorReportPriya)).toEqual({
      id: 'drep-priya-knee',
      treatmentType: 'Medication',
      description: 'Right knee meniscal tear on MRI. Arthroscopy planned.',
      medicines: [{ medicine: 'Ibuprofen 400 mg', dosage: 3, days: 5 }],
      requiresSurgery: true,
      dateOfSurgery: '2026-12-15',
    });
    const noSurgery = toDoctorReportView({
      ...clinical.doctorReportPriya,
      requiresSurgery: false,
      medicines: undefined,
    });
    expect(noSurgery.dateOfSurgery).toBeUndefined();
    expect(noSurgery.medicines).toEqual([]);
  });

  it('sends trimmed texts, and the surgery date only when surgery is required', () => {
    expect(toDoctorReportBody(values, target)).toEqual({
      treatmentType: 'Skin Desease',
      description: 'Eczema on both forearms.',
      medicines: [{ medicine: 'Hydrocortisone 1% cream', dosage: 2, days: 7 }],
      requiresSurgery: false,
      ...target,
    });
    expect(toDoctorReportBody({ ...values, requiresSurgery: true }, target)).toMatchObject({
      requiresSurgery: true,
      dateOfSurgery: '2026-12-20',
    });
  });

  it('is null while the appointment has none (404), and a failure otherwise', async () => {
    server.use(
      mockError(
        'get',
        '/doctorReports/appointment/{id}',
        404,
        { message: 'Doctor report not found' },
        { baseUrl: BASE },
      ),
    );
    const options = appointmentDoctorReportQueryOptions(api, target.appointmentId);
    await expect(new QueryClient().query(options)).resolves.toBeNull();
    server.use(mockError('get', '/doctorReports/appointment/{id}', 403, { message: 'Forbidden' }, { baseUrl: BASE }));
    await expect(new QueryClient().query(options)).rejects.toThrow('Forbidden');
  });

  it('maps an existing report for the form', async () => {
    const report = await new QueryClient().query(appointmentDoctorReportQueryOptions(api, target.appointmentId));
    expect(report?.treatmentType).toBe('Medication');
    expect(report?.medicines).toHaveLength(2);
  });

  it('creates the report when the appointment has none (POST) and updates the one it has (PUT)', async () => {
    // Records the writes and lets them through to the fixtures' answers.
    const sent: { method: string; url: string; body: unknown }[] = [];
    server.use(
      http.all(`${BASE}/doctorReports*`, async ({ request }) => {
        sent.push({ method: request.method, url: request.url, body: await readMockJson(request) });
      }),
    );
    await expect(saveDoctorReport(api, { ...target, values })).resolves.toMatchObject({ created: true });
    await expect(
      saveDoctorReport(api, { ...target, values, reportId: 'drep-mariam-cardiology' }),
    ).resolves.toMatchObject({ created: false, report: { _id: 'drep-mariam-cardiology' } });
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/doctorReports',
      'PUT /api/doctorReports/drep-mariam-cardiology',
    ]);
    expect(sent[1]?.body).toEqual(toDoctorReportBody(values, target));
  });
});
