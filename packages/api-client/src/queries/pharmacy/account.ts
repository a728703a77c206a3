// The pharmacy's own account at /pharmacy/profile (#21: 001 shows no fields or
// calls for it; the contract gives it the laboratory's and nurse's account
// fields): `GET /pharmacies/{id}` with the session's referenceId, `PUT` the same
// path with the account form, and the picture
// (`PUT /pharmacies/uploadProfilePicture/{id}`, `DELETE /pharmacies/deleteProfileImage/{id}`).
// The record's query is the details page's (`pharmacyQueryOptions`), so an update shows there at once.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { type StaffPerson, toStaffPerson } from '../hospital/staff/staff';
import { ownAccountQueries } from '../shared/own-account';
import { pharmacyQueryOptions } from './own-pharmacy';

type Pharmacy = components['schemas']['Pharmacy'];

/** The pharmacy's account as the account form shows it: the pharmacist in charge's names, email, mobile, picture. */
export type PharmacyAccount = StaffPerson;

/** A pharmacy record as its account (firstName and lastName are the pharmacist in charge's). */
export function toPharmacyAccount(pharmacy: Pharmacy): PharmacyAccount {
  return toStaffPerson(pharmacy);
}

const pharmacyAccount = ownAccountQueries({
  basePath: '/pharmacies',
  recordKey: (api, id) => pharmacyQueryOptions(api, id).queryKey,
  update: async (api, id, body) => (await api.PUT('/pharmacies/{id}', { params: { path: { id } }, body })).data,
  upload: async (api, id, body) =>
    (await api.upload('put', '/pharmacies/uploadProfilePicture/{id}', { params: { path: { id } }, body })).data,
  remove: async (api, id) =>
    (await api.DELETE('/pharmacies/deleteProfileImage/{id}', { params: { path: { id } } })).data,
  toProfile: toPharmacyAccount,
});

/** The signed-in pharmacy's account (`GET /pharmacies/{id}`, its referenceId); waits while `id` is null. */
export function usePharmacyAccount(id: string | null) {
  // The details page's query (one cache entry for the record), selected as the account form's person.
  const { queryKey, queryFn } = pharmacyQueryOptions(useApi(), id ?? '');
  return useQuery({
    queryKey,
    queryFn,
    select: (body) => toPharmacyAccount(body.data),
    enabled: id !== null && id !== '',
  });
}

/** The account form's save: `mutateAsync({ id, input })`, resolves with the pharmacy's account. */
export const useUpdatePharmacyAccount = pharmacyAccount.useUpdate;

/** A new picture: `mutateAsync({ id, file })`, resolves with the account and its new `image`. */
export const useUploadPharmacyPicture = pharmacyAccount.useUploadPicture;

/** Removes the picture: `mutateAsync(id)`, resolves with the account. */
export const useDeletePharmacyPicture = pharmacyAccount.useDeletePicture;
