import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { scheduling } from '../../mocks';
import { createHandlers, mockUrl, readMockJson } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import {
  bookedApprovedCountQueryOptions,
  hospitalAppointmentsQueryOptions,
  isCompletePeriod,
  localIsoDate,
  todayIsoDate,
  toHospitalAppointments,
} from './appointments';
import { hospitalAppointmentsRequest } from './hospital-appointments-request';

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

/** Runs `body` with the process in another time zone (Node reads TZ again when it changes). */
function inTimeZone(zone: string, body: () => void) {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    body();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

describe("today's date", () => {
  it('is the calendar day of the browser’s time zone, not the UTC day', () => {
    // 21:30 UTC on 1 December is already 01:30 on 2 December in Dubai (+04:00).
    const instant = new Date('2026-12-01T21:30:00Z');
    inTimeZone('Asia/Dubai', () => {
      expect(todayIsoDate(instant)).toBe('2026-12-02');
    });
    inTimeZone('UTC', () => {
      expect(todayIsoDate(instant)).toBe('2026-12-01');
    });
    // West of UTC the local day lags behind: 02:00 UTC on 2 December is still 1 December in New York.
    inTimeZone('America/New_York', () => {
      expect(localIsoDate(new Date('2026-12-02T02:00:00Z'))).toBe('2026-12-01');
    });
  });

  it('pads months and days', () => {
    expect(localIsoDate(new Date(2027, 0, 5, 12))).toBe('2027-01-05');
  });

  it('asks the server for the appointments of the given day', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/appointments/hospitalAppointments/{id}', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
      }),
    );
    const day = todayIsoDate();
    const options = hospitalAppointmentsQueryOptions(api, 'hsp-marina-care', { date: day, emiratesId: '  ' });
    const rows = await new QueryClient().query(options);
    expect(bodies).toEqual([{ date: day }]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.patient !== '')).toBe(true);
  });
});

describe('hospital appointments', () => {
  it('maps provider, patient and status, hides rows without a patient and sorts by start', () => {
    const { appointmentYousef, appointmentHamad } = scheduling;
    const nurseVisit = {
      ...appointmentYousef,
      _id: 'apt-nurse',
      from: '2026-12-02T08:00:00+04:00',
      to: '2026-12-02T08:30:00+04:00',
      status: 'BOOKED' as const,
      doctorId: undefined,
      nurseId: { _id: 'nrs', firstName: 'Aisha', lastName: 'Al Kaabi' },
    };
    const withoutPatient = { ...appointmentHamad, _id: 'apt-empty', patientId: undefined };
    const rows = toHospitalAppointments([appointmentYousef, withoutPatient, nurseVisit]);
    expect(rows.map((row) => row.id)).toEqual(['apt-nurse', 'apt-yousef-cardiology']);
    expect(rows[0]).toMatchObject({ provider: 'Aisha Al Kaabi', patient: 'Yousef Al Hammadi', status: 'BOOKED' });
    expect(rows[1]).toMatchObject({
      provider: 'Ahmed Al Mansoori',
      status: 'APPROVED',
      service: 'Specialist Consultation',
      emiratesId: '784-1984-7654321-3',
    });
  });
});

describe('booked and approved count', () => {
  it('is fetched only once both dates are set, To not before From', () => {
    expect(isCompletePeriod({ from: '2026-12-01', to: null })).toBe(false);
    expect(isCompletePeriod({ from: null, to: '2026-12-01' })).toBe(false);
    expect(isCompletePeriod({ from: '2026-12-02', to: '2026-12-01' })).toBe(false);
    expect(isCompletePeriod({ from: '2026-12-01', to: '2026-12-01' })).toBe(true);
    expect(bookedApprovedCountQueryOptions(api, { from: '2026-12-01', to: null }).enabled).toBe(false);
    expect(bookedApprovedCountQueryOptions(api, { from: '2026-12-01', to: '2026-12-31' }).enabled).toBe(true);
  });

  it('reads totalCount', async () => {
    const total = await new QueryClient().query(
      bookedApprovedCountQueryOptions(api, { from: '2026-12-01', to: '2026-12-31' }),
    );
    expect(total).toBe(18);
  });
});

const signal = new AbortController().signal;

describe('hospitalAppointmentsRequest', () => {
  it('sends the day and the trimmed Emirates ID part, keyed by hospital and body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/appointments/hospitalAppointments/{id}', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
      }),
    );
    const request = hospitalAppointmentsRequest(api, 'hsp-marina-care', { date: '2026-12-02', emiratesId: ' 784 ' });
    expect(request.queryKey).toEqual([
      'post',
      '/appointments/hospitalAppointments/{id}',
      { params: { path: { id: 'hsp-marina-care' } }, body: { date: '2026-12-02', emiratesId: '784' } },
    ]);
    const appointments = await request.queryFn({ signal });
    expect(bodies).toEqual([{ date: '2026-12-02', emiratesId: '784' }]);
    expect(Array.isArray(appointments)).toBe(true);
  });

  it('leaves a blank Emirates ID out, and asks nothing without a hospital', async () => {
    const request = hospitalAppointmentsRequest(api, null, { date: '2026-12-02', emiratesId: '   ' });
    expect(request.queryKey[2].body).toEqual({ date: '2026-12-02' });
    await expect(request.queryFn({ signal })).resolves.toEqual([]);
  });
});
