import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client';
import { hospitals, staff } from '../mocks';
import { createHandlers } from '../mocks/handlers';
import { createMemoryStorage, createSession } from '../session';
import { dashboardStaffQueryOptions, toDoctorStaffCard, toLabStaffCard, toNurseStaffCard } from './hospital-dashboard';
import { hospitalQueryOptions, toHospitalSummary } from './hospitals';

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
    expect(toDoctorStaffCard(staff.drLayla)).toMatchObject({
      id: staff.drLayla._id,
      name: 'Layla Haddad',
      detail: 'Dermatology, Dentistry',
    });
    expect(toNurseStaffCard(staff.technicianOmar)).toMatchObject({
      name: 'Omar Farouk',
      detail: 'Radiology technician',
      nurseType: 'Technician',
    });
    expect(toLabStaffCard(staff.labMarina)).toMatchObject({
      name: 'Marina Central Laboratory',
      detail: 'lab@marinacare.ae',
    });
    expect(toDoctorStaffCard({ ...staff.drAhmed, specialityId: [] }).detail).toBeUndefined();
  });

  it.each(['doctors', 'nurses', 'labs'] as const)('loads every %s of the hospital', async (kind) => {
    const cards = await new QueryClient().query(dashboardStaffQueryOptions(api, kind));
    const expected = { doctors: staff.doctors, nurses: staff.nurses, labs: staff.laboratories }[kind];
    expect(cards.map((card) => card.id)).toEqual(expected.map((person) => person._id));
  });
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
