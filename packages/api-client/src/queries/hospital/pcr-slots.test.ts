import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { scheduling } from '../../mocks';
import { createHandlers, mockOperation, mockUrl, readMockJson } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import { fetchPcrSlots, pcrSlotsKey, pcrSlotsQueryOptions, toPcrSlotView, toPcrSlotViews } from './pcr-slots';

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
const december = { from: '2026-11-30T00:00:00.000Z', to: '2027-01-02T00:00:00.000Z' };

describe('toPcrSlotView', () => {
  it("maps a booking with the patient's name and Emirates ID, the service and the family member", () => {
    const [, , booked] = scheduling.pcrVaccinationSlots;
    expect(booked && toPcrSlotView(booked)).toEqual({
      id: 'pcr-hamad-vaccination',
      from: '2026-12-07T07:30:00+04:00',
      to: '2026-12-07T08:00:00+04:00',
      status: 'BOOKED',
      patientName: 'مريم الكعبي',
      patientEmiratesId: '784-1990-1234567-1',
      familyMemberName: 'حمد الكعبي',
      familyMemberRelation: 'SON',
      serviceName: 'Seasonal Flu Vaccination',
    });
  });

  it('maps a free slot to its times and status only', () => {
    expect(toPcrSlotView({ _id: 'free', from: 'a', to: 'b', status: 'AVAILABLE', type: 'PCR_TEST' })).toEqual({
      id: 'free',
      from: 'a',
      to: 'b',
      status: 'AVAILABLE',
    });
  });

  it('sorts a listing by start', () => {
    const later = { _id: 'later', from: '2026-12-02T08:00:00Z', to: '2026-12-02T08:30:00Z' };
    const earlier = { _id: 'earlier', from: '2026-12-02T07:00:00Z', to: '2026-12-02T07:30:00Z' };
    expect(toPcrSlotViews({ data: [later, earlier] }).map((s) => s.id)).toEqual(['earlier', 'later']);
  });
});

describe('pcrSlotsQueryOptions', () => {
  it('asks the PCR test call of the hospital with the month window, and maps the answer', async () => {
    let asked: unknown;
    server.use(
      mockOperation(
        'post',
        '/slots/PCRTests/hospital/{id}',
        (request) => {
          asked = { url: new URL(request.url).pathname };
          return { data: scheduling.pcrTestSlots };
        },
        { baseUrl: BASE },
      ),
    );
    const queryClient = new QueryClient();
    const options = pcrSlotsQueryOptions(api, 'test', 'hosp-1', '2026-12-15');
    expect(options.queryKey).toEqual(pcrSlotsKey('test', 'hosp-1', december));
    const views = await queryClient.query(options);
    expect(asked).toEqual({ url: '/api/slots/PCRTests/hospital/hosp-1' });
    expect(views.map((s) => s.id)).toEqual(scheduling.pcrTestSlots.map((s) => s._id));
  });

  it('sends the window as the body of the vaccination call', async () => {
    let body: unknown;
    server.use(
      http.post(mockUrl('/slots/PCRVaccination/hospital/{id}', BASE), async ({ request }) => {
        body = await readMockJson(request);
        return HttpResponse.json({ data: [] });
      }),
    );
    await new QueryClient().query(pcrSlotsQueryOptions(api, 'vaccination', 'hosp-1', '2026-12-01'));
    expect(body).toEqual(december);
  });

  it('the default mocks answer each call with its own kind of slots', async () => {
    const tests = await fetchPcrSlots(api, 'test', 'hosp-1', december);
    const vaccinations = await fetchPcrSlots(api, 'vaccination', 'hosp-1', december);
    expect(tests.data.map((slot) => slot.type)).toEqual(scheduling.pcrTestSlots.map(() => 'PCR_TEST'));
    expect(vaccinations.data.map((slot) => slot.type)).toEqual(
      scheduling.pcrVaccinationSlots.map(() => 'PCR_VACCINATION'),
    );
  });

  it('is not run without a hospital', () => {
    expect(pcrSlotsQueryOptions(api, 'test', null, '2026-12-01').enabled).toBe(false);
  });
});
