import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { catalogueName } from '../shared/catalogue-name';
import { bodyOf } from '../shared/query-helpers';

type Schemas = components['schemas'];
type Locale = 'en' | 'ar';
export type SearchHospitalType = Schemas['HospitalType'];

/** The hospital search's filters (002 §4): ids; an empty list is no filter. */
export interface HospitalSearchFilters {
  text: string;
  hospitalTypes: readonly SearchHospitalType[];
  insurances: readonly string[];
  specialities: readonly string[];
  addons: readonly string[];
}

/** The doctor search's filters (002 §5): ids; an empty list is no filter. */
export interface DoctorSearchFilters {
  text: string;
  hospitalTypes: readonly SearchHospitalType[];
  specialities: readonly string[];
  languages: readonly string[];
  /** Country lookup ids. */
  nationalities: readonly string[];
  genders: readonly string[];
}

/** One page of a search: its results, the zero-based page, how many pages and results there are. */
export interface SearchResultPage<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** A hospital as its search card shows it. */
export interface HospitalSearchCard {
  id: string;
  name: string;
  image?: string;
  address?: string;
  rating?: number;
  /** The insurances it accepts: the card is marked when the patient has one of them. */
  insuranceIds: string[];
}

/** A doctor as its search card shows it. */
export interface DoctorSearchCard {
  id: string;
  firstName: string;
  lastName: string;
  image?: string;
  /** Named in the reader's language. */
  specialities: { id: string; name: string }[];
  hospitalId?: string;
  hospitalName?: string;
  hospitalAddress?: string;
}

export function toHospitalSearchCard(hospital: Schemas['Hospital']): HospitalSearchCard {
  return {
    id: hospital._id,
    name: hospital.name,
    image: hospital.image,
    address: hospital.address,
    rating: hospital.cumulativeRating,
    insuranceIds: (hospital.insurances ?? []).map((insurance) => insurance._id),
  };
}

export function toDoctorSearchCard(doctor: Schemas['Doctor'], locale: Locale = 'en'): DoctorSearchCard {
  return {
    id: doctor._id,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    image: doctor.image,
    specialities: (doctor.specialityId ?? []).map((ref) => ({ id: ref._id, name: catalogueName(ref, locale) })),
    hospitalId: doctor.hospitalId?._id,
    hospitalName: doctor.hospitalId?.name,
    hospitalAddress: doctor.hospitalId?.address,
  };
}

const optionalText = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' ? {} : { text: trimmed };
};

/** The `POST /hospitals/filter` body (filterHospitals). */
export function toHospitalFilterBody(filters: HospitalSearchFilters): Schemas['HospitalFilter'] {
  return {
    ...optionalText(filters.text),
    hospitalTypes: [...filters.hospitalTypes],
    checkedInsurances: [...filters.insurances],
    checkedSpecialities: [...filters.specialities],
    checkedAddons: [...filters.addons],
  };
}

/** The `POST /doctors/filter` body (filterDoctors). */
export function toDoctorFilterBody(filters: DoctorSearchFilters): Schemas['DoctorFilter'] {
  return {
    ...optionalText(filters.text),
    hospitalTypes: [...filters.hospitalTypes],
    checkedSpecialities: [...filters.specialities],
    checkedLanguages: [...filters.languages],
    checkedNationalities: [...filters.nationalities],
    checkedGenders: [...filters.genders],
  };
}

/** A paged answer's page; an answer without `paging` (an older server) is one page of everything. */
function toResultPage<From, To>(
  body: { data: From[]; paging?: Schemas['Paging'] },
  map: (item: From) => To,
): SearchResultPage<To> {
  const items = body.data.map(map);
  const paging = body.paging ?? { pageNumber: 0, numberOfPages: items.length > 0 ? 1 : 0, totalItems: items.length };
  return { items, page: paging.pageNumber, pageCount: paging.numberOfPages, total: paging.totalItems };
}

/**
 * One zero-based page (12 hospitals) of the hospital search: `POST
 * /hospitals/filter?page=` with the text and the filters. A query of its own
 * per text, filters and page, so Back shows the previous search from the cache.
 */
export function hospitalSearchQuery(api: ApiClient, filters: HospitalSearchFilters, page: number) {
  const body = toHospitalFilterBody(filters);
  return queryOptions({
    queryKey: ['post', '/hospitals/filter', { body, page }] as const,
    queryFn: async ({ signal }) =>
      bodyOf((await api.POST('/hospitals/filter', { params: { query: { page } }, body, signal })).data),
    select: (answer) => toResultPage(answer, toHospitalSearchCard),
  });
}

/** One zero-based page (12 doctors) of the doctor search: `POST /doctors/filter?page=`. */
export function doctorSearchQuery(api: ApiClient, filters: DoctorSearchFilters, page: number, locale: Locale = 'en') {
  const body = toDoctorFilterBody(filters);
  return queryOptions({
    queryKey: ['post', '/doctors/filter', { body, page }] as const,
    queryFn: async ({ signal }) =>
      bodyOf((await api.POST('/doctors/filter', { params: { query: { page } }, body, signal })).data),
    select: (answer) => toResultPage(answer, (doctor: Schemas['Doctor']) => toDoctorSearchCard(doctor, locale)),
  });
}

/**
 * `const { data, isPending, isPlaceholderData, isError, refetch } = useHospitalSearch(filters, page)`.
 * While a new search runs, the previous results stay (`isPlaceholderData`), so a filter toggle does not blank the page.
 */
export function useHospitalSearch(filters: HospitalSearchFilters, page: number) {
  return useQuery({ ...hospitalSearchQuery(useApi(), filters, page), placeholderData: keepPreviousData });
}

/** `const { data, isPending, isPlaceholderData, isError, refetch } = useDoctorSearch(filters, page, locale)`. */
export function useDoctorSearch(filters: DoctorSearchFilters, page: number, locale: Locale = 'en') {
  return useQuery({ ...doctorSearchQuery(useApi(), filters, page, locale), placeholderData: keepPreviousData });
}

/** The insurance ids of the signed-in patient (the stored user), for the hospital cards' green border. */
export function patientInsuranceIds(user: Schemas['User'] | null): string[] {
  if (user?.role !== 'PATIENT') return [];
  return (user.insurances ?? []).map((insurance) => insurance._id);
}
