import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from './full-name';

type Schemas = components['schemas'];
type Patient = Schemas['Patient'];
type LabRequest = Schemas['LabRequest'];

export { fullName } from './full-name';

export type PatientGender = Schemas['PatientGender'];

/** A patient card of the patient lists (hospital, doctor, nurse, receptionist). */
export interface PatientCard {
  id: string;
  /** "First Last"; the view puts the spec's "Mr/Mrs." before it. */
  name: string;
  gender?: PatientGender;
  email: string;
  /** The number as stored ('+971-50 123 4567'). */
  phone?: string;
  /** `tel:` link of the phone, digits and leading + only ('tel:+971501234567'). */
  phoneHref?: string;
  image?: string;
}

/** `tel:` address of a phone number as stored (mask characters removed). */
export function telHref(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : undefined;
}

export function toPatientCard(patient: Patient): PatientCard {
  const phone = patient.mobile ?? patient.phone;
  return {
    id: patient._id,
    name: fullName(patient),
    gender: patient.gender,
    email: patient.email,
    phone,
    phoneHref: telHref(phone),
    image: patient.image,
  };
}

export interface PatientCardPage {
  patients: PatientCard[];
  /** Zero-based, as the API counts. */
  page: number;
  pageCount: number;
}

/** `GET /patients?page=`: one page of the caller's patients (the server scopes them by role). */
export function patientsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: ['get', '/patients', { params: { query: { page } } }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/patients', { params: { query: { page } }, signal });
      return data?.data ?? { patients: [], pageNumber: page, numberOfPages: 0 };
    },
    select: (answer): PatientCardPage => ({
      patients: answer.patients.map(toPatientCard),
      page: answer.pageNumber,
      pageCount: answer.numberOfPages,
    }),
    placeholderData: keepPreviousData,
  });
}

export function usePatients(page: number) {
  return useQuery(patientsQueryOptions(useApi(), page));
}

/** Which vital a card shows; the view names it in the reader's language. */
export type VitalKind = 'bloodPressure' | 'heartRate' | 'bodyTemperature' | 'glucose';

/** A vitals card: the value as text (null when not recorded) and its unit (001 "Patient profile (shared)"). */
export interface Vital {
  kind: VitalKind;
  value: string | null;
  unit: string;
}

/** A measurement with its unit: height in cm, weight in kg. */
export interface Measurement {
  value: string | null;
  unit: string;
}

export interface PatientDoctor {
  id: string;
  name: string;
  image?: string;
}

/** The shared patient profile (hospital, doctor and nurse areas). */
export interface PatientProfileView {
  id: string;
  name: string;
  image?: string;
  /** 'YYYY-MM-DD'. */
  birthday?: string;
  gender?: PatientGender;
  bloodType?: string;
  allergies: string[];
  diseases: string[];
  height: Measurement;
  weight: Measurement;
  vitals: Vital[];
  doctors: PatientDoctor[];
}

const numberText = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : String(value));
const listOf = (items: readonly string[] | undefined) => (items ?? []).map((item) => item.trim()).filter(Boolean);

/**
 * The four vitals cards with their units. Heart rate, temperature and glucose
 * come from the patient's own fields, which the nurse's vitals form writes
 * (001 §5), falling back to the latest report; blood pressure exists only on
 * the report (`report.bp`).
 */
export function toVitals(patient: Pick<Patient, 'heartRate' | 'temprature' | 'glucose' | 'report'>): Vital[] {
  const report = patient.report;
  const bp = report?.bp?.trim();
  return [
    { kind: 'bloodPressure', value: bp || null, unit: 'mmHg' },
    { kind: 'heartRate', value: numberText(patient.heartRate ?? report?.heartRate), unit: 'bpm' },
    { kind: 'bodyTemperature', value: numberText(patient.temprature ?? report?.bt), unit: '°C' },
    { kind: 'glucose', value: numberText(patient.glucose ?? report?.glucose), unit: 'mg/dl' },
  ];
}

export function toPatientProfile(patient: Patient): PatientProfileView {
  return {
    id: patient._id,
    name: fullName(patient),
    image: patient.image,
    birthday: patient.birthday,
    gender: patient.gender,
    bloodType: patient.bloodType,
    allergies: listOf(patient.allergies),
    diseases: listOf(patient.diseases),
    height: { value: numberText(patient.height), unit: 'cm' },
    weight: { value: numberText(patient.weight), unit: 'kg' },
    vitals: toVitals(patient),
    doctors: (patient.doctors ?? []).map((doctor) => ({ id: doctor._id, name: fullName(doctor), image: doctor.image })),
  };
}

/** `GET /patients/profile/{id}`: the patient's profile and account info. */
export function patientProfileQueryOptions(api: ApiClient, patientId: string) {
  return queryOptions({
    queryKey: ['get', '/patients/profile/{id}', { params: { path: { id: patientId } } }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/patients/profile/{id}', { params: { path: { id: patientId } }, signal });
      if (!data) throw new Error('Empty answer');
      return data.data;
    },
    select: toPatientProfile,
    enabled: patientId !== '',
  });
}

export function usePatientProfile(patientId: string) {
  return useQuery(patientProfileQueryOptions(useApi(), patientId));
}

/** One test of a completed lab request, as the profile's Lab Results table shows it. */
export interface PatientLabResult {
  /** Unique per row: the request id and the test's position. */
  id: string;
  test: string;
  /** Empty when the laboratory sent no value for this test. */
  result: string;
  date?: string;
}

/**
 * The tests of the completed lab requests only (001: "Lab results (test and
 * result) are drawn only from lab requests with completed status"); pending
 * requests have no results yet. Newest request first.
 */
export function completedLabResults(requests: readonly LabRequest[]): PatientLabResult[] {
  return requests
    .filter((request) => request.status === 'completed')
    .toSorted((a, b) => Date.parse(b.date ?? '') - Date.parse(a.date ?? '') || 0)
    .flatMap((request) =>
      request.tests.map((test, index) => ({
        id: `${request._id}-${index}`,
        test: test.test,
        result: test.result?.trim() ?? '',
        date: request.date,
      })),
    );
}

/** `GET /patients/labResults/{id}`: the patient's lab requests, mapped to the completed tests. */
export function patientLabResultsQueryOptions(api: ApiClient, patientId: string) {
  return queryOptions({
    queryKey: ['get', '/patients/labResults/{id}', { params: { path: { id: patientId } } }] as const,
    queryFn: async ({ signal }): Promise<LabRequest[]> => {
      const { data } = await api.GET('/patients/labResults/{id}', { params: { path: { id: patientId } }, signal });
      return data?.data ?? [];
    },
    select: completedLabResults,
    enabled: patientId !== '',
  });
}

export function usePatientLabResults(patientId: string) {
  return useQuery(patientLabResultsQueryOptions(useApi(), patientId));
}
