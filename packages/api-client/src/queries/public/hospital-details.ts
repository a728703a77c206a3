// The public hospital page (002 "Hospital detail", /hospitals/{id}): the
// hospital, its doctors and its services as the page shows them, from
// `GET /hospitals/details/{id}` (open to guests).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import { toHospitalService, type HospitalServiceView } from '../hospital/hospital-services';
import { catalogueName, type CatalogueLocale } from '../shared/catalogue-name';
import { bodyOf } from '../shared/query-helpers';

type Schemas = components['schemas'];
type PersonRef = Schemas['PersonRef'];

/** Who gives a service: a doctor, a nurse or a technician. */
export type PublicProviderRole = 'DOCTOR' | 'NURSE' | 'TECHNICIAN';

/** A provider of a service as the provider picker lists them. */
export interface PublicServiceProvider {
  id: string;
  role: PublicProviderRole;
  /** "First Last". */
  name: string;
  image?: string;
  /** Doctors: their specialities in the reader's language; nurses and technicians: their speciality text, if any. */
  specialities: string[];
}

/** A service card of the Services tab, with every provider the picker offers. */
export interface PublicHospitalService extends Omit<HospitalServiceView, 'doctors' | 'nurses' | 'technicians'> {
  /** Doctors first, then nurses, then technicians. */
  providers: PublicServiceProvider[];
}

/** A doctor card of the Doctors tab. */
export interface PublicHospitalDoctor {
  id: string;
  name: string;
  image?: string;
  specialities: string[];
  /** Out of 5; null when not rated. */
  rating: number | null;
}

/** The hospital page. */
export interface HospitalDetails {
  id: string;
  name: string;
  address: string;
  image?: string;
  /** The gallery (the page shows up to 3). */
  images: string[];
  about: string;
  /** Out of 5; null when not rated. */
  rating: number | null;
  location: { lat: number; lng: number } | null;
  /** 'HH:mm' on a half hour (the hospital's own clock, UAE time); null when not set. */
  openingTime: string | null;
  closingTime: string | null;
  /** Names of the hospital's add-on services (Addons tab), in the reader's language. */
  addons: string[];
  doctors: PublicHospitalDoctor[];
  services: PublicHospitalService[];
}

function toProvider(person: PersonRef, role: PublicProviderRole, locale: CatalogueLocale): PublicServiceProvider {
  const specialities =
    role === 'DOCTOR'
      ? (person.specialityId ?? []).map((ref) => catalogueName(ref, locale)).filter(Boolean)
      : person.speciality?.trim()
        ? [person.speciality.trim()]
        : [];
  return {
    id: person._id,
    role,
    name: fullName(person) || person._id,
    ...(person.image ? { image: person.image } : {}),
    specialities,
  };
}

export function toPublicHospitalService(
  service: Schemas['HospitalService'],
  locale: CatalogueLocale = 'en',
): PublicHospitalService {
  const card = toHospitalService(service);
  return {
    id: card.id,
    name: card.name,
    description: card.description,
    isFree: card.isFree,
    price: card.price,
    coveredByInsurance: card.coveredByInsurance,
    ...(card.image ? { image: card.image } : {}),
    providers: [
      ...(service.doctors ?? []).map((person) => toProvider(person, 'DOCTOR', locale)),
      ...(service.nurses ?? []).map((person) => toProvider(person, 'NURSE', locale)),
      ...(service.technicians ?? []).map((person) => toProvider(person, 'TECHNICIAN', locale)),
    ],
  };
}

export function toHospitalDetails(detail: Schemas['HospitalDetail'], locale: CatalogueLocale = 'en'): HospitalDetails {
  const { hospital } = detail;
  const [lat, lng] = hospital.location?.coordinates ?? [];
  return {
    id: hospital._id,
    name: hospital.name.trim(),
    address: hospital.address?.trim() ?? '',
    ...(hospital.image ? { image: hospital.image } : {}),
    images: (hospital.images ?? []).filter(Boolean),
    about: hospital.about?.trim() ?? '',
    rating: hospital.cumulativeRating ?? null,
    location: lat === undefined || lng === undefined ? null : { lat, lng },
    openingTime: hospital.openingTime ?? null,
    closingTime: hospital.closingTime ?? null,
    addons: (hospital.services ?? []).map((ref) => catalogueName(ref, locale)).filter(Boolean),
    doctors: detail.doctors.map((doctor) => ({
      id: doctor._id,
      name: fullName(doctor) || doctor._id,
      ...(doctor.image ? { image: doctor.image } : {}),
      specialities: (doctor.specialityId ?? []).map((ref) => catalogueName(ref, locale)).filter(Boolean),
      rating: doctor.cumulativeRating ?? null,
    })),
    services: detail.otherServices.map((service) => toPublicHospitalService(service, locale)),
  };
}

/** `GET /hospitals/details/{id}`: the hospital page, for guests too. */
export function hospitalDetailsQuery(api: ApiClient, id: string, locale: CatalogueLocale = 'en') {
  const init = { params: { path: { id } } };
  return queryOptions({
    queryKey: ['get', '/hospitals/details/{id}', init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/hospitals/details/{id}', { ...init, signal })).data),
    select: (body) => toHospitalDetails(body.data, locale),
    enabled: Boolean(id),
  });
}

/** `const { data, isPending, isError, error } = useHospitalDetails(id, locale)`. */
export function useHospitalDetails(id: string, locale: CatalogueLocale = 'en') {
  return useQuery(hospitalDetailsQuery(useApi(), id, locale));
}
