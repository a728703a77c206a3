import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error';
import { createApiClient } from '../../client/create-api-client';
import { clinical, mockError, mockUrl, readMockJson, staff } from '../../mocks';
import { createHandlers } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import { NOT_SIGNED_IN } from './appointment-papers';
import {
  appointmentLabRequestQuery,
  hospitalLaboratoriesQuery,
  keptTests,
  saveLabRequest,
  toAppointmentLabRequest,
} from './lab-requests';
import { fetchQrPrescriptionPdf, sendQrPrescription, toSentQrPrescription } from './qr-prescriptions';
import { appointmentSickLeaveQuery, fetchSickLeavePdf, saveSickLeave, toSickLeaveRecord } from './sick-leaves';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => {
  server.close();
});

const doctor = staff.drAhmed._id;
const api = createApiClient({
  baseUrl: BASE,
  envelope: false,
  session: createSession(createMemoryStorage({ token: 't', role: 'DOCTOR', referenceId: doctor })),
});
const target = { appointmentId: 'apt-1', patientId: 'pat-1' };

/** Requests seen by `logging`, in order: method, path and JSON body. */
const requests: { method: string; url: URL; body?: unknown }[] = [];
/** Logs every request to `path` (any method) and lets it through to the default handlers. */
function logging(path: string) {
  return http.all(mockUrl(path, BASE), async ({ request }) => {
    const body = request.method === 'GET' ? undefined : await readMockJson(request);
    requests.push({ method: request.method, url: new URL(request.url), body });
  });
}

const noneYet = (path: Parameters<typeof mockError>[1]) =>
  mockError('get', path, 404, { message: 'None yet' }, { baseUrl: BASE });

describe('sick leave', () => {
  it('maps a leave to its days and description', () => {
    const [leave] = clinical.sickLeaves;
    if (!leave) throw new Error('fixture');
    expect(toSickLeaveRecord({ ...leave, from: '2026-11-12T00:00:00.000Z' })).toEqual({
      id: 'leave-mariam-nov',
      from: '2026-11-12',
      to: '2026-11-14',
      description: 'Rest advised for three days after cardiac assessment.',
    });
  });

  it('reads an appointment without a leave (404) as none, and other failures as failures', async () => {
    server.use(noneYet('/leaves/getAppointmentSickLeave/{id}'));
    await expect(new QueryClient().query(appointmentSickLeaveQuery(api, 'apt-1'))).resolves.toBeNull();
    server.use(mockError('get', '/leaves/getAppointmentSickLeave/{id}', 403, { message: 'No' }, { baseUrl: BASE }));
    await expect(new QueryClient().query(appointmentSickLeaveQuery(api, 'apt-1'))).rejects.toBeInstanceOf(ApiError);
  });

  it('approves a new leave with the signed-in doctor, and updates an existing one', async () => {
    server.use(logging('/leaves'), logging('/leaves/{id}'));
    const input = { from: '2026-11-20', to: '2026-11-22', description: '  Flu, rest at home. ' };
    await saveSickLeave(api, target, input);
    await saveSickLeave(api, target, { ...input, id: 'leave-1' });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/leaves',
      'PUT /api/leaves/leave-1',
    ]);
    const body = {
      doctorId: doctor,
      patientId: 'pat-1',
      appointmentId: 'apt-1',
      ...input,
      description: 'Flu, rest at home.',
    };
    expect(requests.map((request) => request.body)).toEqual([body, body]);
  });

  it('refuses to save without a signed-in doctor', async () => {
    const guest = createApiClient({ baseUrl: BASE, envelope: false, session: createSession(createMemoryStorage()) });
    await expect(saveSickLeave(guest, target, { from: 'x', to: 'x', description: 'x' })).rejects.toThrow(NOT_SIGNED_IN);
  });

  it('downloads the PDF in the reader’s language', async () => {
    server.use(logging('/leaves/downloadSickLeave/{id}'));
    const pdf = await fetchSickLeavePdf(api, 'leave-1', 'ar');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    expect(requests[0]?.url.searchParams.get('lang')).toBe('ar');
  });
});

describe('lab request', () => {
  it('drops blank tests and trims the others', () => {
    expect(keptTests(['  CBC ', '', '   ', 'HbA1c'])).toEqual(['CBC', 'HbA1c']);
  });

  it('maps a completed request with its results and report links', () => {
    expect(toAppointmentLabRequest(clinical.labRequestCompleted)).toEqual({
      id: 'labreq-mariam-cbc',
      laboratoryId: staff.labMarina._id,
      laboratory: 'Marina Central Laboratory',
      tests: ['Complete Blood Count', 'HbA1c'],
      status: 'completed',
      completed: true,
      date: '2026-11-12T10:30:00+04:00',
      results: [
        {
          test: 'Complete Blood Count',
          result: 'Normal',
          range: '4.5-11.0 x10^9/L',
          report: { requestId: 'labreq-mariam-cbc', fileId: 'cbc-mariam.pdf' },
        },
        { test: 'HbA1c', result: '5.4%', range: '4.0-5.6%' },
      ],
    });
    expect(toAppointmentLabRequest(clinical.labRequestPending)).toMatchObject({ completed: false, status: 'pending' });
  });

  it('reads an appointment without a request (404) as none', async () => {
    server.use(noneYet('/labRequests/getAppointmentLabRequest/{id}'));
    await expect(new QueryClient().query(appointmentLabRequestQuery(api, 'apt-1'))).resolves.toBeNull();
  });

  it('asks for every laboratory of the hospital', async () => {
    server.use(logging('/labortories'));
    const labs = await new QueryClient().query(hospitalLaboratoriesQuery(api, 'hosp-1'));
    expect(labs).toEqual([
      { id: staff.labMarina._id, name: 'Marina Central Laboratory' },
      { id: staff.labReem._id, name: 'Reem Diagnostics Lab' },
    ]);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '0',
      getAll: 'true',
      hospitalId: 'hosp-1',
    });
  });

  it('creates a request with the kept tests, and updates an existing one', async () => {
    server.use(logging('/labRequests'), logging('/labRequests/{id}'));
    const input = { laboratoryId: staff.labMarina._id, tests: ['CBC', ' ', ' Lipid Profile '] };
    await saveLabRequest(api, target, input);
    await saveLabRequest(api, target, { ...input, id: 'labreq-1' });
    const tests = [{ test: 'CBC' }, { test: 'Lipid Profile' }];
    expect(requests).toMatchObject([
      {
        method: 'POST',
        body: {
          appointmentId: 'apt-1',
          doctorId: doctor,
          patientId: 'pat-1',
          laboratoryId: staff.labMarina._id,
          tests,
        },
      },
      { method: 'PUT', body: { laboratoryId: staff.labMarina._id, tests } },
    ]);
    expect(requests[1]?.url.pathname).toBe('/api/labRequests/labreq-1');
  });
});

describe('QR prescription', () => {
  it('sends the four fields with the appointment and patient', async () => {
    server.use(logging('/qrPrescriptions'));
    const sent = await sendQrPrescription(api, target, {
      treatmentType: 'Skin Desease',
      prescription: ' Hydrocortisone 1% cream ',
      dosageADay: 2,
      consumptionDays: 7,
    });
    expect(requests[0]?.body).toEqual({
      patientId: 'pat-1',
      appointmentId: 'apt-1',
      treatmentType: 'Skin Desease',
      prescription: 'Hydrocortisone 1% cream',
      dosageADay: 2,
      consumptionDays: 7,
    });
    expect(sent.id).toBeTruthy();
  });

  it('maps a sent prescription', () => {
    const [first] = clinical.qrPrescriptions;
    if (!first) throw new Error('fixture');
    expect(toSentQrPrescription(first)).toEqual({
      id: 'qr-mariam-bisoprolol',
      treatmentType: 'Medication',
      prescription: 'Bisoprolol 5 mg tablets, one in the morning.',
      dosageADay: 1,
      consumptionDays: 30,
      date: '2026-11-12T10:22:00+04:00',
    });
  });

  it('downloads the PDF in the reader’s language', async () => {
    server.use(logging('/qrPrescriptions/download/{id}'));
    await fetchQrPrescriptionPdf(api, 'qr-1', 'en');
    expect(requests[0]?.url.searchParams.get('lang')).toBe('en');
  });
});
