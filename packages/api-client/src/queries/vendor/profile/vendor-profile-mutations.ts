// The calls that change the vendor's own profile (002 §7 "Vendor: update by id
// (body: firstName, lastName, phoneNo, email, about, password, or a location
// object); upload and remove profile picture; upload gallery image; delete
// gallery image"). Each change puts the answered vendor in the cached
// `GET /vendors/{id}`, so the page shows it at once.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { toFormData } from '../../../client/form-data';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import type { HospitalPoint } from '../../hospital/hospital-update-body';
import { ownAccountQueries, type StaffAccountBody } from '../../shared/own-account';
import { bodyOf } from '../../shared/query-helpers';
import { toVendorProfile, vendorQuery } from './vendor-profile';

type Vendor = components['schemas']['Vendor'];
type VendorUpdate = components['schemas']['VendorUpdate'];

/**
 * The Vendor Profile form as `PUT /vendors/{id}` takes it: names, email and
 * `phoneNo`; the password (and its confirmation) only when one was typed, so
 * an empty password keeps the current one.
 */
export function toVendorAccountBody(body: StaffAccountBody): VendorUpdate {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phoneNo: body.mobile,
    ...(body.password ? { password: body.password, confirmPassword: body.confirmPassword } : {}),
  };
}

/** The Location tab's body: `{ location }` alone, latitude first (002 §3). */
export function toVendorLocationBody(point: HospitalPoint): VendorUpdate {
  return { location: { type: 'Point', coordinates: [point.lat, point.lng] } };
}

const vendorAccount = ownAccountQueries({
  basePath: '/vendors',
  recordKey: (api, id) => vendorQuery(api, id).queryKey,
  update: async (api, id, body) =>
    (await api.PUT('/vendors/{id}', { params: { path: { id } }, body: toVendorAccountBody(body) })).data,
  upload: async (api, id, body) =>
    (await api.upload('put', '/vendors/uploadProfilePicture/{id}', { params: { path: { id } }, body })).data,
  remove: async (api, id) => (await api.DELETE('/vendors/deleteProfileImage/{id}', { params: { path: { id } } })).data,
  toProfile: toVendorProfile,
});

/** The Vendor Profile form's save: `mutateAsync({ id, input })`, resolves with the vendor's profile. */
export const useUpdateVendorProfile = vendorAccount.useUpdate;

/** A new profile picture (the cropped JPEG): `mutateAsync({ id, file })`, resolves with the profile and its `image`. */
export const useUploadVendorPicture = vendorAccount.useUploadPicture;

/** Removes the profile picture: `mutateAsync(id)`, resolves with the profile. */
export const useDeleteVendorPicture = vendorAccount.useDeletePicture;

function cacheVendor(queryClient: QueryClient, api: ApiClient, vendor: Vendor) {
  queryClient.setQueryData(vendorQuery(api, vendor._id).queryKey, { data: vendor });
}

/**
 * Update Location: `mutateAsync({ id, point })`, resolves with the profile.
 * The page's data is then asked for again (002 §9 reloads the page after 2 s;
 * a refetch shows the same without a reload).
 */
export function useUpdateVendorLocation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, point }: { id: string; point: HospitalPoint }) => {
      const params = { path: { id } };
      return bodyOf((await api.PUT('/vendors/{id}', { params, body: toVendorLocationBody(point) })).data).data;
    },
    onSuccess: async (vendor) => {
      cacheVendor(queryClient, api, vendor);
      await queryClient.invalidateQueries({ queryKey: vendorQuery(api, vendor._id).queryKey });
    },
  });
}

/** + a gallery image (`PUT /vendors/uploadImage/{id}`, field `image`): resolves with its URL and reloads the vendor. */
export function useUploadVendorGalleryImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const params = { path: { id } };
      const answer = await api.upload('put', '/vendors/uploadImage/{id}', {
        params,
        body: toFormData({ image: file }),
      });
      return answer.data.url;
    },
    onSuccess: (_url, { id }) => queryClient.invalidateQueries({ queryKey: vendorQuery(api, id).queryKey }),
  });
}

/** Deletes one gallery image: `mutateAsync({ id, imageId })` (the id of `VendorProfile.gallery`). */
export function useDeleteVendorGalleryImage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, imageId }: { id: string; imageId: string }) => {
      const params = { path: { id, imageId } };
      return bodyOf((await api.DELETE('/vendors/deleteGalleryImage/{id}/{imageId}', { params })).data).data;
    },
    onSuccess: (vendor) => {
      cacheVendor(queryClient, api, vendor);
    },
  });
}
