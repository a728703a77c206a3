// The receptionist's own account at /receptionist/profile (001 §2, §5
// "Receptionist account form": the nurse's rules): `GET /receptionists/{id}`
// with the session's referenceId, `PUT /receptionists/{id}`, and the picture
// (`PUT /receptionists/uploadProfilePicture/{id}`, `DELETE /receptionists/deleteProfileImage/{id}`).
// The record and its view model are the hospital's (`receptionistQuery`, `toReceptionistProfile`).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import { receptionistQuery, toReceptionistProfile } from '../hospital/staff/receptionists';
import { ownAccountQueries } from '../shared/own-account';

const receptionistAccount = ownAccountQueries({
  basePath: '/receptionists',
  recordKey: (api, id) => receptionistQuery(api, id).queryKey,
  update: async (api, id, body) => (await api.PUT('/receptionists/{id}', { params: { path: { id } }, body })).data,
  upload: async (api, id, body) =>
    (await api.upload('put', '/receptionists/uploadProfilePicture/{id}', { params: { path: { id } }, body })).data,
  remove: async (api, id) =>
    (await api.DELETE('/receptionists/deleteProfileImage/{id}', { params: { path: { id } } })).data,
  toProfile: toReceptionistProfile,
});

/** The signed-in receptionist's record (`GET /receptionists/{id}`, his referenceId); waits while `id` is null. */
export function useReceptionistAccount(id: string | null) {
  return useQuery({ ...receptionistQuery(useApi(), id ?? ''), enabled: id !== null });
}

/** The account form's save: `mutateAsync({ id, input })`, resolves with the receptionist. */
export const useUpdateReceptionistAccount = receptionistAccount.useUpdate;

/** A new profile picture: `mutateAsync({ id, file })`, resolves with the receptionist and his new `image`. */
export const useUploadReceptionistPicture = receptionistAccount.useUploadPicture;

/** Removes the profile picture: `mutateAsync(id)`, resolves with the receptionist. */
export const useDeleteReceptionistPicture = receptionistAccount.useDeletePicture;
