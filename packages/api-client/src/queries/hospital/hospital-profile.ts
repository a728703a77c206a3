// The hospital profile (000 §2.5 "Hospital profile"): the signed-in
// hospital's record as the three tabs show it, the add-on services of the
// update modal, and the calls that change it. Every change writes the
// answer into the cached `GET /hospitals/{id}`, so the dashboard's welcome
// block and the profile show it at once.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { toFormData } from '../../client/form-data';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import type { SessionUser } from '../../session';
import { hospitalQueryOptions } from './hospitals';
import { type HospitalPoint, type HospitalUpdate, toHospitalUpdateBody } from './hospital-update-body';
import { catalogueName } from '../shared/catalogue-name';
import { type LookupOption, toLookupOptions } from '../shared/lookups';
import { bodyOf } from '../shared/query-helpers';

export {
  type HospitalAccountInput,
  type HospitalLocationInput,
  type HospitalPoint,
  type HospitalProfileInput,
  type HospitalUpdate,
  toHospitalUpdateBody,
} from './hospital-update-body';

type Schemas = components['schemas'];
type Hospital = Schemas['Hospital'];
type Locale = 'en' | 'ar';

export interface HospitalGalleryImage {
  /** The file-name part of the URL: what `DELETE /hospitals/deleteGalleryImage/{id}/{imageId}` takes. */
  id: string;
  url: string;
}

/** The hospital as the profile's three tabs show it. */
export interface HospitalProfile {
  id: string;
  name: string;
  image?: string;
  type: 'HOSPITAL' | 'CLINIC';
  tradeLicenseNo: string;
  address: string;
  email: string;
  phoneNo: string;
  location: HospitalPoint | null;
  /** 'HH:mm' on a half hour; null when not set. */
  openingTime: string | null;
  closingTime: string | null;
  about: string;
  gallery: HospitalGalleryImage[];
  /** Out of 5; null when not rated. */
  rating: number | null;
  /** The add-on services, named in the reader's language. */
  services: LookupOption[];
  insuranceIds: string[];
  pcrdpi: boolean;
}

/** The image id of a gallery URL: its last path segment. */
export function galleryImageId(url: string): string {
  return url.split('?')[0]?.split('/').at(-1) ?? url;
}

export function toHospitalProfile(hospital: Hospital, locale: Locale = 'en'): HospitalProfile {
  const [lat, lng] = hospital.location?.coordinates ?? [];
  return {
    id: hospital._id,
    name: hospital.name.trim(),
    image: hospital.image,
    // The profile notes also show a lower-case "hospital" (000 §3).
    type: hospital.type.toUpperCase() === 'CLINIC' ? 'CLINIC' : 'HOSPITAL',
    tradeLicenseNo: hospital.tradeLicenseNo ?? '',
    address: hospital.address ?? '',
    email: hospital.email ?? '',
    phoneNo: hospital.phoneNo ?? '',
    location: lat === undefined || lng === undefined ? null : { lat, lng },
    openingTime: hospital.openingTime ?? null,
    closingTime: hospital.closingTime ?? null,
    about: hospital.about ?? '',
    gallery: (hospital.images ?? []).map((url) => ({ id: galleryImageId(url), url })),
    rating: hospital.cumulativeRating ?? null,
    services: (hospital.services ?? []).map((ref) => ({ value: ref._id, label: catalogueName(ref, locale) })),
    insuranceIds: (hospital.insurances ?? []).map((ref) => ref._id),
    pcrdpi: hospital.PCRDPI ?? false,
  };
}

/** The signed-in hospital's profile (`GET /hospitals/{id}`, shared with the dashboard's cache). */
export function useHospitalProfile(hospitalId: string | null, locale: Locale = 'en') {
  return useQuery({
    ...hospitalQueryOptions(useApi(), hospitalId),
    select: (hospital: Hospital) => toHospitalProfile(hospital, locale),
  });
}

/** The add-on services a hospital can offer (`GET /hospitals/services/all`), never stale in a session. */
export function useHospitalAddonOptions(locale: Locale = 'en') {
  const api = useApi();
  return useQuery({
    queryKey: ['get', '/hospitals/services/all'] as const,
    queryFn: async ({ signal }) => (await api.GET('/hospitals/services/all', { signal })).data?.data ?? [],
    select: (items) => toLookupOptions(items, locale),
    staleTime: Infinity,
  });
}

function cacheHospital(queryClient: QueryClient, api: ApiClient, hospital: Hospital) {
  queryClient.setQueryData(hospitalQueryOptions(api, hospital._id).queryKey, hospital);
}

/** What a successful update gives: the hospital and the account as the session stores it. */
export interface HospitalUpdateResult {
  hospital: Hospital;
  user: SessionUser;
}

/** `mutate({ id, update })`: one of the three forms. Resolves with the hospital and the refreshed user. */
export function useUpdateHospital() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, update }: { id: string; update: HospitalUpdate }): Promise<HospitalUpdateResult> => {
      const body = toHospitalUpdateBody(update);
      const answer = bodyOf((await api.PUT('/hospitals/{id}', { params: { path: { id } }, body })).data);
      return answer.data;
    },
    onSuccess: ({ hospital }) => {
      cacheHospital(queryClient, api, hospital);
    },
  });
}

/** A hospital picture change: `mutate({ id, file })` (the file is the cropped JPEG or the gallery image). */
interface PictureUpload {
  id: string;
  file: File;
}

/** + a gallery image (`PUT /hospitals/uploadImage/{id}`): resolves with its URL and reloads the hospital. */
export function useUploadHospitalGalleryImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: PictureUpload) => {
      const params = { path: { id } };
      const answer = await api.upload('put', '/hospitals/uploadImage/{id}', {
        params,
        body: toFormData({ image: file }),
      });
      return answer.data.url;
    },
    onSuccess: (_url, { id }) => queryClient.invalidateQueries({ queryKey: hospitalQueryOptions(api, id).queryKey }),
  });
}

/** Deletes one gallery image: `mutate({ id, imageId })`. */
export function useDeleteHospitalGalleryImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, imageId }: { id: string; imageId: string }) => {
      const params = { path: { id, imageId } };
      return bodyOf((await api.DELETE('/hospitals/deleteGalleryImage/{id}/{imageId}', { params })).data).data;
    },
    onSuccess: (hospital) => {
      cacheHospital(queryClient, api, hospital);
    },
  });
}

/** The profile picture (`PUT /hospitals/uploadProfilePicture/{id}`, a JPEG): resolves with the hospital. */
export function useUploadHospitalPicture() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: PictureUpload) => {
      const params = { path: { id } };
      const body = toFormData({ image: file });
      return (await api.upload('put', '/hospitals/uploadProfilePicture/{id}', { params, body })).data;
    },
    onSuccess: (hospital) => {
      cacheHospital(queryClient, api, hospital);
    },
  });
}

/** Removes the profile picture: `mutate(id)`, resolves with the hospital. */
export function useDeleteHospitalPicture() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      bodyOf((await api.DELETE('/hospitals/deleteProfileImage/{id}', { params: { path: { id } } })).data).data,
    onSuccess: (hospital) => {
      cacheHospital(queryClient, api, hospital);
    },
  });
}
