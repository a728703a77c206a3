import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { staff } from '../../mocks';
import { createHandlers } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import { receptionistHospitalQuery, toReceptionistHospital } from './hospital';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

describe("the receptionist's hospital (001 §2, §7)", () => {
  it('is the record’s hospital reference', () => {
    expect(toReceptionistHospital(staff.receptionistSara)).toEqual({
      receptionistId: 'rcp-sara-ali',
      hospitalId: staff.receptionistSara.hospitalId._id,
      hospitalName: staff.receptionistSara.hospitalId.name,
    });
  });

  it('has an empty name when the reference carries none', () => {
    const record = { ...staff.receptionistHamdan, hospitalId: { _id: 'hsp-x' } };
    expect(toReceptionistHospital(record)).toEqual({
      receptionistId: 'rcp-hamdan-nuaimi',
      hospitalId: 'hsp-x',
      hospitalName: '',
    });
  });

  it('reads GET /receptionists/{id} and shares its cache entry with the account', async () => {
    const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });
    const queryClient = new QueryClient();
    const options = receptionistHospitalQuery(api, staff.receptionistSara._id);
    expect(options.queryKey).toEqual(['get', '/receptionists/{id}', { params: { path: { id: 'rcp-sara-ali' } } }]);
    expect(await queryClient.query(options)).toEqual(toReceptionistHospital(staff.receptionistSara));
  });
});
