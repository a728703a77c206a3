import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../client/create-api-client';
import { fixtures, staff } from '../../../mocks/fixtures';
import { createHandlers, mockError } from '../../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../../session';
import {
  type DoctorInput,
  doctorPageQuery,
  doctorQuery,
  specialityOptionsQuery,
  toDoctorCreateBody,
  toDoctorInput,
  toDoctorPage,
  toDoctorProfile,
  toDoctorUpdateBody,
} from './doctors';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});
const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()), envelope: false });

describe('doctor view model', () => {
  it('maps a doctor with its specialities in the reader’s language', () => {
    const doctor = toDoctorProfile(staff.drLayla);
    expect(doctor).toEqual({
      id: 'doc-layla-haddad',
      firstName: 'Layla',
      lastName: 'Haddad',
      name: 'Layla Haddad',
      email: 'layla.haddad@reemclinic.ae',
      mobile: '+971-56 120 5578',
      image: '/files/doctors/layla-haddad.jpg',
      experience: '7',
      about: 'Dermatologist and cosmetic dentistry consultant.',
      gender: 'gender-female',
      country: 'country-jo',
      language: 'lang-ar',
      specialities: [
        { id: 'spec-dermatology', name: 'Dermatology' },
        { id: 'spec-dentistry', name: 'Dentistry' },
      ],
      hospital: { id: staff.drLayla.hospitalId?._id, name: staff.drLayla.hospitalId?.name },
      rating: 4.8,
    });
    expect(toDoctorProfile(staff.drLayla, 'ar').specialities.map((s) => s.name)).toEqual([
      'الأمراض الجلدية',
      'طب الأسنان',
    ]);
  });

  it('fills missing optional fields with empty values', () => {
    const doctor = toDoctorProfile({ _id: 'd', firstName: 'A', lastName: 'B', email: 'a@b.ae' });
    expect(doctor).toMatchObject({ mobile: '', experience: '', about: '', gender: '', specialities: [] });
    expect(doctor).not.toHaveProperty('hospital');
    expect(doctor).not.toHaveProperty('image');
  });

  it('maps a page', () => {
    const page = toDoctorPage(fixtures.DoctorPage);
    expect(page.items.map((doctor) => doctor.name)).toEqual([
      'Ahmed Al Mansoori',
      'Fatima Al Hashimi',
      'Rajesh Nair',
      'Layla Haddad',
    ]);
    expect(page).toMatchObject({ page: 0, pageCount: 1, total: 4 });
  });
});

describe('doctor bodies', () => {
  const input: DoctorInput = {
    firstName: ' Omar ',
    lastName: 'Khalid ',
    email: ' omar.khalid@marinacare.ae',
    mobile: '+971-50 111 2233',
    experience: ' 12 ',
    gender: 'gender-male',
    country: 'country-ae',
    language: 'lang-ar',
    specialityIds: ['spec-cardiology'],
    about: '   ',
  };

  it('builds the create body; a blank description is left out', () => {
    expect(toDoctorCreateBody(input)).toEqual({
      firstName: 'Omar',
      lastName: 'Khalid',
      email: 'omar.khalid@marinacare.ae',
      mobile: '+971-50 111 2233',
      experience: '12',
      gender: 'gender-male',
      country: 'country-ae',
      language: 'lang-ar',
      specialityId: ['spec-cardiology'],
    });
    expect(toDoctorCreateBody({ ...input, about: ' Cardiologist ' }).about).toBe('Cardiologist');
  });

  it('leaves the read-only email out of the update body', () => {
    expect(toDoctorUpdateBody(input)).not.toHaveProperty('email');
    expect(toDoctorUpdateBody(input)).toMatchObject({ firstName: 'Omar', specialityId: ['spec-cardiology'] });
  });

  it('round-trips a doctor into the form’s values', () => {
    expect(toDoctorInput(toDoctorProfile(staff.drAhmed))).toEqual({
      firstName: 'Ahmed',
      lastName: 'Al Mansoori',
      email: 'ahmed.almansoori@marinacare.ae',
      mobile: '+971-50 318 2204',
      experience: '14',
      gender: 'gender-male',
      country: 'country-ae',
      language: 'lang-ar',
      specialityIds: ['spec-cardiology'],
      about: staff.drAhmed.about,
    });
  });
});

describe('doctor queries', () => {
  it('loads a page, a search, one doctor and the speciality options through the client', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = doctorPageQuery(api, { page: 0 });
    const page = await queryClient.query(list);
    expect(page.items).toHaveLength(4);

    const one = doctorQuery(api, 'doc-rajesh-nair');
    expect((await queryClient.query(one)).name).toBe('Rajesh Nair');

    const specialities = specialityOptionsQuery(api, 'ar');
    expect((await queryClient.query(specialities))[0]).toEqual({
      value: 'spec-cardiology',
      label: 'أمراض القلب',
    });
  });

  it('reads a search answered 404 as no doctors', async () => {
    server.use(mockError('get', '/doctors/search/{text}', 404, { message: 'No doctors found' }, { baseUrl: BASE }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const search = doctorPageQuery(api, { page: 0, search: 'zzz' });
    expect(await queryClient.query(search)).toEqual({ items: [], page: 0, pageCount: 0, total: 0 });
    server.resetHandlers();
  });
});
