import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { catalogueName } from '../../shared/catalogue-name';
import type { LookupOption } from '../../shared/lookups';
import { bodyOf } from '../../shared/query-helpers';
import {
  optionalText,
  type StaffListParams,
  type StaffPage,
  staffPageQuery,
  type StaffPerson,
  toStaffPage,
  toStaffPerson,
  useStaffMutation,
} from './staff';

type Schemas = components['schemas'];
type Doctor = Schemas['Doctor'];
type DoctorPage = Schemas['DoctorPage'];
type Locale = 'en' | 'ar';

const DOCTORS = '/doctors';

/** A speciality of a doctor, named in the reader's language. */
export interface DoctorSpeciality {
  id: string;
  name: string;
}

/** A doctor as the hospital's list, detail page and forms show them. */
export interface DoctorProfile extends StaffPerson {
  /** Years, as entered. */
  experience: string;
  about: string;
  /** Lookup ids ("" when unknown). */
  gender: string;
  country: string;
  language: string;
  specialities: DoctorSpeciality[];
  hospital?: { id: string; name: string };
  /** 0 to 5. */
  rating?: number;
}

/** What the ADD DOCTOR and EDIT forms collect (spec 000 §5). */
export interface DoctorInput {
  firstName: string;
  lastName: string;
  email: string;
  /** `+971-## ### ####`. */
  mobile: string;
  experience: string;
  /** Lookup ids. */
  gender: string;
  country: string;
  language: string;
  /** Speciality ids, at least one. */
  specialityIds: string[];
  /** Optional description ("about"). */
  about: string;
}

export function toDoctorProfile(doctor: Doctor, locale: Locale = 'en'): DoctorProfile {
  return {
    ...toStaffPerson(doctor),
    experience: doctor.experience ?? '',
    about: doctor.about ?? '',
    gender: doctor.gender ?? '',
    country: doctor.country ?? '',
    language: doctor.language ?? '',
    specialities: (doctor.specialityId ?? []).map((ref) => ({ id: ref._id, name: catalogueName(ref, locale) })),
    ...(doctor.hospitalId ? { hospital: { id: doctor.hospitalId._id, name: doctor.hospitalId.name ?? '' } } : {}),
    ...(doctor.cumulativeRating === undefined ? {} : { rating: doctor.cumulativeRating }),
  };
}

export function toDoctorPage(body: DoctorPage, locale: Locale = 'en'): StaffPage<DoctorProfile> {
  return toStaffPage(body, body.doctors, (doctor) => toDoctorProfile(doctor, locale));
}

/** The doctor's fields back in the form's shape, for the EDIT modal. */
export function toDoctorInput(doctor: DoctorProfile): DoctorInput {
  return {
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    email: doctor.email,
    mobile: doctor.mobile,
    experience: doctor.experience,
    gender: doctor.gender,
    country: doctor.country,
    language: doctor.language,
    specialityIds: doctor.specialities.map((speciality) => speciality.id),
    about: doctor.about,
  };
}

/** `POST /doctors`: trimmed texts; a blank description is left out. */
export function toDoctorCreateBody(input: DoctorInput): Schemas['DoctorCreate'] {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    mobile: input.mobile,
    experience: input.experience.trim(),
    gender: input.gender,
    country: input.country,
    language: input.language,
    specialityId: [...input.specialityIds],
    ...optionalText('about', input.about),
  };
}

/** `PUT /doctors/{id}` from the hospital's EDIT form: the email is read-only there, so it is not sent. */
export function toDoctorUpdateBody(input: DoctorInput): Schemas['DoctorUpdate'] {
  const body: Schemas['DoctorUpdate'] = toDoctorCreateBody(input);
  delete body.email;
  return body;
}

/** The answer of a doctor search that found nothing. */
const noDoctors: DoctorPage = { doctors: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 };

/** One page of the hospital's doctors, or of the search results when `params.search` has text. */
export function doctorPageQuery(api: ApiClient, params: StaffListParams, locale: Locale = 'en') {
  return staffPageQuery({
    listPath: DOCTORS,
    searchPath: '/doctors/search/{text}',
    params,
    list: async (query, signal) => bodyOf((await api.GET('/doctors', { params: { query }, signal })).data),
    search: async (text, page, signal) =>
      bodyOf((await api.GET('/doctors/search/{text}', { params: { path: { text }, query: { page } }, signal })).data),
    empty: noDoctors,
    select: (body: DoctorPage) => toDoctorPage(body, locale),
  });
}

export function doctorQuery(api: ApiClient, id: string, locale: Locale = 'en') {
  const init = { params: { path: { id } } };
  return queryOptions({
    queryKey: ['get', '/doctors/{id}', init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/doctors/{id}', { ...init, signal })).data),
    select: (body) => toDoctorProfile(body.data, locale),
  });
}

/** Specialities as options of the doctor form (`GET /speciality`, every one on page 0). */
export function specialityOptionsQuery(api: ApiClient, locale: Locale = 'en') {
  return queryOptions({
    queryKey: ['get', '/speciality'] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/speciality', { signal })).data),
    select: (body): LookupOption[] =>
      body.data.specialities.map((speciality) => ({ value: speciality._id, label: catalogueName(speciality, locale) })),
    staleTime: Infinity,
  });
}

/** `const { data, isPending, isError } = useDoctorsPage({ page, search }, locale)`; `enabled: false` waits. */
export function useDoctorsPage(params: StaffListParams, locale: Locale = 'en', options: { enabled?: boolean } = {}) {
  return useQuery({ ...doctorPageQuery(useApi(), params, locale), ...options });
}

export function useDoctor(id: string, locale: Locale = 'en') {
  return useQuery(doctorQuery(useApi(), id, locale));
}

export function useSpecialityOptions(locale: Locale = 'en') {
  return useQuery(specialityOptionsQuery(useApi(), locale));
}

/** ADD DOCTOR: `mutate(input)`, resolves with the new doctor. */
export function useCreateDoctor() {
  return useStaffMutation(DOCTORS, async (api, input: DoctorInput) =>
    toDoctorProfile(bodyOf((await api.POST('/doctors', { body: toDoctorCreateBody(input) })).data).data),
  );
}

/** EDIT doctor: `mutate({ id, input })`, resolves with the updated doctor. */
export function useUpdateDoctor() {
  return useStaffMutation(DOCTORS, async (api, { id, input }: { id: string; input: DoctorInput }) => {
    const body = toDoctorUpdateBody(input);
    const answer = bodyOf((await api.PUT('/doctors/{id}', { params: { path: { id } }, body })).data);
    return toDoctorProfile(answer.data.doctor);
  });
}

/** Delete a doctor: `mutate(id)`, resolves with the removed id. */
export function useDeleteDoctor() {
  return useStaffMutation(DOCTORS, async (api, id: string) => {
    const answer = bodyOf((await api.DELETE('/doctors/{id}', { params: { path: { id } } })).data);
    return answer.data._id;
  });
}
