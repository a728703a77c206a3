import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../client/create-api-client';
import { clinical } from '../../../mocks';
import { createHandlers, mockUrl, readMockJson } from '../../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../../session';
import { nurseReportsByDateQueryOptions, toNurseReportRow } from './nurse-reports';

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

describe("the nurse's reports", () => {
  it('maps a report to Patient Name, appointment time, BP and BT', () => {
    expect(toNurseReportRow(clinical.nurseReportMariam)).toEqual({
      id: 'nrep-mariam-vitals',
      patientName: 'مريم الكعبي',
      appointmentAt: '2026-11-12T09:55:00+04:00',
      bp: '118/76',
      bt: 36.7,
    });
    expect(toNurseReportRow({ _id: 'bare' })).toEqual({ id: 'bare' });
  });

  it('posts the day and the nurse to /nurseReports/getAll', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/nurseReports/getAll', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
        return HttpResponse.json({ data: [clinical.nurseReportMariam] });
      }),
    );
    const options = nurseReportsByDateQueryOptions(api, 'nurse-maria-santos', '2026-11-12');
    const rows = await new QueryClient().query(options);
    expect(bodies).toEqual([{ date: '2026-11-12', nurseId: 'nurse-maria-santos' }]);
    expect(rows.map((row) => row.patientName)).toEqual(['مريم الكعبي']);
  });
});
