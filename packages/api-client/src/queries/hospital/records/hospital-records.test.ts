import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../client/create-api-client';
import { clinical, MOCK_PDF, offers, scheduling } from '../../../mocks';
import { createHandlers, mockUrl, readMockJson } from '../../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../../session';
import { appointmentRecordsQueryOptions, toAppointmentRecordRow, toAppointmentRecordRows } from './appointment-records';
import { claimedOffersQueryOptions, toClaimedOfferRow } from './claimed-offers';
import { fetchLabReport, fileIdOf, labReportsQueryOptions, toLabReportRow } from './lab-reports';
import {
  filterPromoCodes,
  matchesEmiratesId,
  patientPromoCodesQueryOptions,
  toPatientPromoCodeRow,
} from './patient-promo-codes';
import { toServiceDetails } from './service-details';

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

describe('service details', () => {
  it('keeps what the modal shows; a free or price-less service has no price', () => {
    expect(
      toServiceDetails({ _id: 's1', name: 'Consultation', price: 350, isFree: false, coveredByInsurance: true }),
    ).toEqual({ id: 's1', name: 'Consultation', price: 350, isFree: false, coveredByInsurance: true });
    expect(toServiceDetails({ _id: 's2', name: 'Flu vaccine', isFree: true, description: 'Yearly.' })).toEqual({
      id: 's2',
      name: 'Flu vaccine',
      isFree: true,
      coveredByInsurance: false,
      description: 'Yearly.',
    });
    expect(toServiceDetails({ _id: 's3', name: 'Odd', isFree: false }).isFree).toBe(true);
  });
});

describe('patient promo codes', () => {
  const [pending, taken] = offers.hospitalCodes;

  it('maps a code with its patient, appointment day, provider and service', () => {
    if (!pending || !taken) throw new Error('fixtures');
    const { service, ...row } = toPatientPromoCodeRow(pending);
    expect(row).toEqual({
      id: 'code-yousef-0930',
      patientName: 'Yousef Al Hammadi',
      appointmentAt: '2026-12-02T09:30:00+04:00',
      emiratesId: '784-1984-7654321-3',
      provider: 'Ahmed Al Mansoori',
      code: 'MC-4821',
    });
    expect(service).toMatchObject({ name: 'Specialist Consultation', price: 350, coveredByInsurance: true });
    expect(toPatientPromoCodeRow(taken).status).toBe('TAKEN');
    expect(toPatientPromoCodeRow({ _id: 'c', code: 'X-1' })).toEqual({
      id: 'c',
      patientName: '',
      provider: '',
      code: 'X-1',
    });
  });

  it('matches part of an Emirates ID, with or without dashes', () => {
    expect(matchesEmiratesId('784-1984-7654321-3', '7654')).toBe(true);
    expect(matchesEmiratesId('784-1984-7654321-3', '1984-765')).toBe(true);
    expect(matchesEmiratesId('784-1984-7654321-3', '19847654')).toBe(true);
    expect(matchesEmiratesId('784-1984-7654321-3', '  ')).toBe(true);
    expect(matchesEmiratesId('784-1984-7654321-3', '999')).toBe(false);
    expect(matchesEmiratesId('784-1984-7654321-3', 'abc')).toBe(false);
    expect(matchesEmiratesId(undefined, '784')).toBe(false);
    const rows = offers.hospitalCodes.map(toPatientPromoCodeRow);
    expect(filterPromoCodes(rows, '7654321').map((r) => r.id)).toEqual(['code-yousef-0930']);
    expect(filterPromoCodes(rows, '')).toHaveLength(rows.length);
  });

  it('loads GET /hospitalCodes/getHospitalCodes as rows', async () => {
    const options = patientPromoCodesQueryOptions(api);
    const answer = await options.queryFn?.({ signal: new AbortController().signal } as never);
    if (!answer) throw new Error('answer');
    expect(options.select?.(answer).map((r) => r.code)).toEqual(['MC-4821', 'MC-3377']);
  });
});

describe('appointment records', () => {
  it('maps provider, patient, Emirates ID, service and times; a slot without a patient has a null name', () => {
    const { service, ...row } = toAppointmentRecordRow(scheduling.appointmentYousef);
    expect(row).toEqual({
      id: 'apt-yousef-cardiology',
      provider: 'Ahmed Al Mansoori',
      patientName: 'Yousef Al Hammadi',
      emiratesId: '784-1984-7654321-3',
      from: '2026-12-02T09:30:00+04:00',
      to: '2026-12-02T10:00:00+04:00',
      status: 'APPROVED',
    });
    expect(service?.id).toBe('svc-consultation');
    expect(toAppointmentRecordRow({ ...scheduling.appointmentYousef, patientId: undefined }).patientName).toBeNull();
  });

  it('sorts rows by start time', () => {
    const ids = toAppointmentRecordRows(scheduling.appointments).map((r) => r.from);
    expect(ids).toEqual([...ids].sort((a, b) => Date.parse(a) - Date.parse(b)));
  });

  it('posts the day and the trimmed Emirates ID text (none when empty)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/appointments/hospitalAppointments/{id}', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
        return HttpResponse.json({ data: [] });
      }),
    );
    const signal = new AbortController().signal;
    await appointmentRecordsQueryOptions(api, 'hsp-1', { date: '2026-11-20', emiratesId: ' 784-19 ' }).queryFn?.({
      signal,
    } as never);
    await appointmentRecordsQueryOptions(api, 'hsp-1', { date: '2026-11-20', emiratesId: '' }).queryFn?.({
      signal,
    } as never);
    expect(bodies).toEqual([{ date: '2026-11-20', emiratesId: '784-19' }, { date: '2026-11-20' }]);
    expect(appointmentRecordsQueryOptions(api, null, { date: '2026-11-20' }).enabled).toBe(false);
  });
});

describe('lab reports', () => {
  it('maps a completed request with its results and report files', () => {
    const completed = toLabReportRow(clinical.labRequestCompleted);
    expect(completed.patientName).not.toBe('');
    expect(completed.laboratory).not.toBe('');
    expect({ ...completed, patientName: '', laboratory: '' }).toEqual({
      id: 'labreq-mariam-cbc',
      doctor: 'Ahmed Al Mansoori',
      patientName: '',
      laboratory: '',
      tests: ['Complete Blood Count', 'HbA1c'],
      date: '2026-11-12T10:30:00+04:00',
      status: 'completed',
      completed: true,
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
    expect(toLabReportRow(clinical.labRequestPending).completed).toBe(false);
    expect(fileIdOf('/api/files/abc.pdf?x=1')).toBe('abc.pdf');
  });

  it('posts the hospital id and the day', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/labRequests/getLabRequests', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
        return HttpResponse.json({ data: [clinical.labRequestPending] });
      }),
    );
    const options = labReportsQueryOptions(api, 'hsp-1', '2026-11-19');
    const answer = await options.queryFn?.({ signal: new AbortController().signal } as never);
    if (!answer) throw new Error('answer');
    expect(bodies).toEqual([{ id: 'hsp-1', date: '2026-11-19' }]);
    expect(options.select?.(answer).map((r) => r.status)).toEqual(['pending']);
    expect(labReportsQueryOptions(api, 'hsp-1', null).enabled).toBe(false);
  });

  it('downloads a report as a Blob', async () => {
    const blob = await fetchLabReport(api, { requestId: 'labreq-mariam-cbc', fileId: 'cbc-mariam.pdf' });
    expect(await blob.text()).toBe(MOCK_PDF);
  });
});

describe('claimed offers', () => {
  it('maps patient, taken date, Emirates ID, offer, points and promo code', () => {
    const [reward] = offers.rewards;
    if (!reward) throw new Error('fixtures');
    const row = toClaimedOfferRow(reward);
    expect(row).toMatchObject({
      id: 'reward-mariam-checkup',
      takenAt: '2026-11-15T18:12:00+04:00',
      promoCode: 'MARINA20',
    });
    expect(row.patientName).not.toBe('');
    expect(row.offerName).not.toBe('');
    expect(row.emiratesId).toMatch(/^784-/);
    expect(typeof row.points).toBe('number');
  });

  it('asks for the hospital only when there is one', async () => {
    expect(claimedOffersQueryOptions(api, null).enabled).toBe(false);
    const options = claimedOffersQueryOptions(api, 'hsp-marina-care');
    const answer = await options.queryFn?.({ signal: new AbortController().signal } as never);
    if (!answer) throw new Error('answer');
    expect(options.select?.(answer).length).toBeGreaterThan(0);
  });
});
