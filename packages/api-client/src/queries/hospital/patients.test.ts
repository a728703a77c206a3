import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { fixtures, patients as patientFixtures } from '../../mocks';
import { clinical } from '../../mocks/fixtures';
import { createHandlers } from '../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../session';
import {
  completedLabResults,
  fullName,
  patientLabResultsQueryOptions,
  patientProfileQueryOptions,
  patientsQueryOptions,
  telHref,
  toPatientCard,
  toPatientProfile,
  toVitals,
} from './patients';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });

describe('patient cards', () => {
  it('gives the name the view puts after "Mr/Mrs.", with mail and phone targets', () => {
    expect(toPatientCard(patientFixtures.patientYousef)).toEqual({
      id: 'pat-yousef-hammadi',
      name: 'Yousef Al Hammadi',
      gender: 'male',
      email: 'yousef.alhammadi@example.ae',
      phone: '+971-55 987 6543',
      phoneHref: 'tel:+971559876543',
      image: undefined,
    });
  });

  it('leaves out missing name parts and falls back to the patient-site phone', () => {
    const card = toPatientCard({
      _id: 'p1',
      firstName: ' Salma ',
      lastName: '',
      email: 's@example.ae',
      phone: '+971-50 000 0001',
    });
    expect(card.name).toBe('Salma');
    expect(card.phoneHref).toBe('tel:+971500000001');
    expect(fullName(undefined)).toBe('');
    expect(telHref(undefined)).toBeUndefined();
  });

  it('loads a page of patients through the client', async () => {
    // query() applies the options' mapper (select), as useQuery does.
    const mapped = await new QueryClient().query(patientsQueryOptions(api, 0));
    expect(mapped.page).toBe(0);
    expect(mapped.pageCount).toBe(1);
    expect(mapped.patients.map((patient) => patient.name)).toEqual(['مريم الكعبي', 'Yousef Al Hammadi', 'Priya Menon']);
  });
});

describe('vitals', () => {
  it('shows each vital with its unit: mmHg, bpm, °C, mg/dl', () => {
    expect(toVitals(patientFixtures.patientMariam)).toEqual([
      { kind: 'bloodPressure', value: '120/80', unit: 'mmHg' },
      { kind: 'heartRate', value: '72', unit: 'bpm' },
      { kind: 'bodyTemperature', value: '36.8', unit: '°C' },
      { kind: 'glucose', value: '95', unit: 'mg/dl' },
    ]);
  });

  it('prefers the patient’s own vitals and falls back to the latest report', () => {
    const vitals = toVitals({ heartRate: 88, report: { bp: '130/85', heartRate: 70, bt: 37.2, glucose: 101 } });
    expect(vitals.map((vital) => vital.value)).toEqual(['130/85', '88', '37.2', '101']);
  });

  it('marks vitals never recorded as null', () => {
    expect(toVitals({}).map((vital) => vital.value)).toEqual([null, null, null, null]);
    expect(toVitals({ report: { bp: '  ' } })[0]?.value).toBeNull();
  });
});

describe('patient profile', () => {
  it('maps the profile with height in cm, weight in kg and the patient’s doctors', () => {
    const profile = toPatientProfile(fixtures.PatientProfile);
    expect(profile).toMatchObject({
      id: 'pat-mariam-kaabi',
      name: 'مريم الكعبي',
      birthday: '1990-04-17',
      gender: 'female',
      bloodType: 'O+',
      allergies: ['Penicillin'],
      diseases: ['Asthma'],
      height: { value: '163', unit: 'cm' },
      weight: { value: '58', unit: 'kg' },
    });
    expect(profile.doctors.map((doctor) => doctor.name)).toEqual(['Ahmed Al Mansoori', 'Fatima Al Hashimi']);
  });

  it('keeps missing measurements empty', () => {
    const profile = toPatientProfile({ _id: 'p2', firstName: 'A', lastName: 'B', email: 'a@b.ae' });
    expect(profile.height).toEqual({ value: null, unit: 'cm' });
    expect(profile.allergies).toEqual([]);
    expect(profile.doctors).toEqual([]);
  });

  it('loads the profile through the client', async () => {
    const profile = await new QueryClient().query(patientProfileQueryOptions(api, 'pat-mariam-kaabi'));
    expect(profile.id).toBe('pat-mariam-kaabi');
    expect(profile.vitals[0]).toEqual({ kind: 'bloodPressure', value: '120/80', unit: 'mmHg' });
  });
});

describe('lab results', () => {
  it('takes the tests of completed lab requests only', () => {
    const results = completedLabResults(clinical.labRequests);
    expect(results.map((result) => [result.test, result.result])).toEqual([
      ['Complete Blood Count', 'Normal'],
      ['HbA1c', '5.4%'],
    ]);
    // The pending requests' tests (Lipid Profile, Fasting Blood Glucose, Vitamin D) are not shown.
    expect(results.some((result) => result.test === 'Lipid Profile')).toBe(false);
  });

  it('lists the newest completed request first, with a unique id per test', () => {
    const older = {
      ...clinical.labRequestCompleted,
      _id: 'old',
      date: '2026-01-01T10:00:00+04:00',
      tests: [{ test: 'Ferritin', result: '40' }],
    };
    const results = completedLabResults([older, clinical.labRequestCompleted]);
    expect(results.map((result) => result.id)).toEqual(['labreq-mariam-cbc-0', 'labreq-mariam-cbc-1', 'old-0']);
  });

  it('is empty when no request is completed', () => {
    expect(completedLabResults([clinical.labRequestPending, clinical.labRequestXray])).toEqual([]);
  });

  it('loads the lab requests through the client and keeps the completed tests', async () => {
    // The mocks answer every fixture request, pending ones included.
    const results = await new QueryClient().query(patientLabResultsQueryOptions(api, 'pat-mariam-kaabi'));
    expect(results.map((result) => result.test)).toEqual(['Complete Blood Count', 'HbA1c']);
  });
});
