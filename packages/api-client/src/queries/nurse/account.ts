// The nurse's own account at /nurse/profile (001 §2 "Nurse account", §5 "Nurse
// account and lab account", §7 "Patients and nurses"): `GET /nurse/{id}` with
// the session's referenceId, `PUT /nurse/{id}` with the account form, and the
// picture (`PUT /nurse/uploadProfilePicture/{id}`, `DELETE /nurse/deleteProfileImage/{id}`).
// The record and its view model are the hospital's (`nurseQuery`, `toNurseProfile`).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import { nurseQuery, toNurseProfile } from '../hospital/staff/nurses';
import { ownAccountQueries } from '../shared/own-account';

const nurseAccount = ownAccountQueries({
  basePath: '/nurse',
  recordKey: (api, id) => nurseQuery(api, id).queryKey,
  update: async (api, id, body) => (await api.PUT('/nurse/{id}', { params: { path: { id } }, body })).data,
  upload: async (api, id, body) =>
    (await api.upload('put', '/nurse/uploadProfilePicture/{id}', { params: { path: { id } }, body })).data,
  remove: async (api, id) => (await api.DELETE('/nurse/deleteProfileImage/{id}', { params: { path: { id } } })).data,
  toProfile: toNurseProfile,
});

/** The signed-in nurse's record (`GET /nurse/{id}`, her referenceId) as a NurseProfile; waits while `id` is null. */
export function useNurseAccount(id: string | null) {
  return useQuery({ ...nurseQuery(useApi(), id ?? ''), enabled: id !== null });
}

/** The account form's save: `mutateAsync({ id, input })`, resolves with the nurse. */
export const useUpdateNurseAccount = nurseAccount.useUpdate;

/** A new profile picture: `mutateAsync({ id, file })`, resolves with the nurse and her new `image`. */
export const useUploadNursePicture = nurseAccount.useUploadPicture;

/** Removes the profile picture: `mutateAsync(id)`, resolves with the nurse. */
export const useDeleteNursePicture = nurseAccount.useDeletePicture;
