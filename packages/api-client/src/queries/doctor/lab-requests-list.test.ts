import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { clinical } from '../../mocks';
import { createHandlers, mockUrl } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import { doctorLabRequestsQueryOptions, toDoctorLabRequestCard } from './lab-requests-list';

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

describe("the doctor's lab requests (Lab Results Records)", () => {
  it('maps a completed request to a card: date, tests, patient name and image, results', () => {
    const request = clinical.labRequestCompleted;
    const card = toDoctorLabRequestCard({
      ...request,
      patientId: { ...request.patientId, _id: 'pat-mariam-kaabi', image: '/files/patients/mariam.jpg' },
    });
    expect(card).toMatchObject({
      id: 'labreq-mariam-cbc',
      date: '2026-11-12T10:30:00+04:00',
      tests: ['Complete Blood Count', 'HbA1c'],
      patientName: 'مريم الكعبي',
      patientImage: '/files/patients/mariam.jpg',
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
  });

  it('leaves the image out when the patient has none; a pending request has no results to view', () => {
    const card = toDoctorLabRequestCard({ ...clinical.labRequestPending, patientId: { _id: 'p1', firstName: 'Ali' } });
    expect(card).not.toHaveProperty('patientImage');
    expect(card.completed).toBe(false);
    expect(card.patientName).toBe('Ali');
  });

  it('asks GET /labRequests/{doctorId} for one page of one status', async () => {
    const asked: string[] = [];
    server.use(
      http.get(mockUrl('/labRequests/:id', BASE), ({ request, params }) => {
        asked.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json({
          data: { labRequests: [clinical.labRequestPending], pageNumber: 2, numberOfPages: 4 },
        });
      }),
    );
    const page = await new QueryClient().query(doctorLabRequestsQueryOptions(api, 'doc-ahmed-mansoori', 'pending', 2));
    expect(asked).toEqual(['doc-ahmed-mansoori?page=2&status=pending']);
    expect(page).toMatchObject({ page: 2, pageCount: 4, requests: [{ id: 'labreq-yousef-lipids' }] });
  });
});
