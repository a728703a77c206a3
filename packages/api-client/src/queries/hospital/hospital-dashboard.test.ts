import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { hospitals, staff } from '../../mocks';
import { createHandlers } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import { doctorPageQuery, toDoctorProfile } from './staff/doctors';
import { toDoctorStaffCard, toLabStaffCard, toNurseStaffCard } from './hospital-dashboard';
import { hospitalQueryOptions, toHospitalSummary } from './hospitals';
import { laboratoryPageQuery, toLaboratoryProfile } from './staff/laboratories';
import { nursePageQuery, toNurseProfile } from './staff/nurses';
import { allStaff, invalidateStaff } from './staff/staff';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });

describe('dashboard staff cards', () => {
  it('shows doctors with their specialities, nurses with their speciality and type, labs with their email', () => {
    expect(toDoctorStaffCard(toDoctorProfile(staff.drLayla))).toMatchObject({
      id: staff.drLayla._id,
      name: 'Layla Haddad',
      detail: 'Dermatology, Dentistry',
    });
    expect(toNurseStaffCard(toNurseProfile(staff.technicianOmar))).toMatchObject({
      name: 'Omar Farouk',
      detail: 'Radiology technician',
      nurseType: 'Technician',
    });
    expect(toLabStaffCard(toLaboratoryProfile(staff.labMarina))).toMatchObject({
      name: 'Marina Central Laboratory',
      detail: 'lab@marinacare.ae',
    });
    expect(toDoctorStaffCard(toDoctorProfile({ ...staff.drAhmed, specialityId: [] })).detail).toBeUndefined();
  });

  const loaders = {
    doctors: async (client: QueryClient) => (await client.query(doctorPageQuery(api, allStaff))).items,
    nurses: async (client: QueryClient) => (await client.query(nursePageQuery(api, allStaff))).items,
    labs: async (client: QueryClient) => (await client.query(laboratoryPageQuery(api, allStaff))).items,
  };
  const expected = { doctors: staff.doctors, nurses: staff.nurses, labs: staff.laboratories };
  const basePath = { doctors: '/doctors', nurses: '/nurse', labs: '/labortories' };

  it.each(['doctors', 'nurses', 'labs'] as const)(
    'loads every %s of the hospital at once, in the staff lists cache',
    async (kind) => {
      const urls: URL[] = [];
      server.events.on('request:start', ({ request }) => {
        urls.push(new URL(request.url));
      });
      const queryClient = new QueryClient();
      const items = await loaders[kind](queryClient);
      server.events.removeAllListeners();
      expect(items.map((person) => person.id)).toEqual(expected[kind].map((person) => person._id));
      expect(urls.map((url) => url.searchParams.get('getAll'))).toEqual(['true']);
      // A change to the directory refreshes the strip with the lists.
      const [query] = queryClient.getQueryCache().getAll();
      await invalidateStaff(queryClient, basePath[kind]);
      expect(query?.isStale()).toBe(true);
    },
  );
});

describe('hospital summary', () => {
  it('keeps the name and image of the welcome block', () => {
    expect(toHospitalSummary(hospitals.marinaCare)).toEqual({
      id: 'hsp-marina-care',
      name: 'Marina Care Hospital',
      image: '/files/hospitals/marina-care.jpg',
      type: 'HOSPITAL',
    });
  });

  it('loads the hospital by id and waits for one', async () => {
    const hospital = await new QueryClient().query(hospitalQueryOptions(api, 'hsp-reem-clinic'));
    expect(hospital.name).toBe('Al Reem Specialty Clinic');
    expect(hospitalQueryOptions(api, null).enabled).toBe(false);
  });
});
