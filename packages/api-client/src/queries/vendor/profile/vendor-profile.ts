// The vendor's own profile at /vendor/profile (002 "Vendor area", §3 "Vendor",
// §7 "Vendor: get single by id"): the signed-in vendor's record
// (`GET /vendors/{id}` with the session's referenceId) as the three tabs show
// it — the account fields, the gallery and the map point.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { galleryImageId, type HospitalGalleryImage } from '../../hospital/hospital-profile';
import type { HospitalPoint } from '../../hospital/hospital-update-body';
import type { StaffPerson } from '../../hospital/staff/staff';
import { bodyOf } from '../../shared/query-helpers';

type Vendor = components['schemas']['Vendor'];

/**
 * The vendor as its profile page shows it: the account form's person (names,
 * email, `mobile` from `phoneNo`, picture), the gallery and the location.
 */
export interface VendorProfile extends StaffPerson {
  branchName: string;
  about: string;
  /** Each image with the id `DELETE /vendors/deleteGalleryImage/{id}/{imageId}` takes. */
  gallery: HospitalGalleryImage[];
  /** Latitude first, as the API sends it; null when none is chosen yet. */
  location: HospitalPoint | null;
}

/** 002 §7: the vendor's gallery image id is the file name of its URL without the extension. */
export function vendorGalleryImageId(url: string): string {
  const name = galleryImageId(url);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export function toVendorProfile(vendor: Vendor): VendorProfile {
  const [lat, lng] = vendor.location?.coordinates ?? [];
  const firstName = vendor.firstName.trim();
  const lastName = vendor.lastName.trim();
  return {
    id: vendor._id,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    email: vendor.email,
    mobile: vendor.phoneNo ?? '',
    ...(vendor.image ? { image: vendor.image } : {}),
    branchName: vendor.branch_name ?? '',
    about: vendor.about ?? '',
    gallery: (vendor.images ?? []).map((url) => ({ id: vendorGalleryImageId(url), url })),
    location: lat === undefined || lng === undefined ? null : { lat, lng },
  };
}

/** `GET /vendors/{id}` (answer `{ data: vendor }`); disabled without an id. */
export function vendorQuery(api: ApiClient, id: string | null) {
  return queryOptions({
    queryKey: ['get', '/vendors/{id}', { params: { path: { id: id ?? '' } } }] as const,
    queryFn: async ({ signal }) => {
      if (!id) throw new Error('No vendor');
      return bodyOf((await api.GET('/vendors/{id}', { params: { path: { id } }, signal })).data);
    },
    select: (body) => toVendorProfile(body.data),
    enabled: id !== null,
  });
}

/** The signed-in vendor's profile (its referenceId); waits while `id` is null. */
export function useVendorProfile(id: string | null) {
  return useQuery(vendorQuery(useApi(), id));
}
