// The laboratory's own account at /laboratory/profile (001 §2 "Laboratory area":
// "the same fields and rules as the nurse account, plus picture upload and
// remove"; §7 "GET and PUT /labortories/{id}; lab profile picture upload and
// remove"): `GET /labortories/{id}` with the session's referenceId, `PUT` the
// same path with the account form, and the picture
// (`PUT /labortories/uploadProfilePicture/{id}`, `DELETE /labortories/deleteProfileImage/{id}`).
// The record and its view model are the hospital's (`laboratoryQuery`, `toLaboratoryProfile`).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import { laboratoryQuery, toLaboratoryProfile } from '../hospital/staff/laboratories';
import { ownAccountQueries } from '../shared/own-account';

const laboratoryAccount = ownAccountQueries({
  basePath: '/labortories',
  recordKey: (api, id) => laboratoryQuery(api, id).queryKey,
  update: async (api, id, body) => (await api.PUT('/labortories/{id}', { params: { path: { id } }, body })).data,
  upload: async (api, id, body) =>
    (await api.upload('put', '/labortories/uploadProfilePicture/{id}', { params: { path: { id } }, body })).data,
  remove: async (api, id) =>
    (await api.DELETE('/labortories/deleteProfileImage/{id}', { params: { path: { id } } })).data,
  toProfile: toLaboratoryProfile,
});

/** The signed-in laboratory's record (`GET /labortories/{id}`, its referenceId); waits while `id` is null. */
export function useLaboratoryAccount(id: string | null) {
  return useQuery({ ...laboratoryQuery(useApi(), id ?? ''), enabled: id !== null });
}

/** The account form's save: `mutateAsync({ id, input })`, resolves with the laboratory. */
export const useUpdateLaboratoryAccount = laboratoryAccount.useUpdate;

/** A new profile picture: `mutateAsync({ id, file })`, resolves with the laboratory and its new `image`. */
export const useUploadLaboratoryPicture = laboratoryAccount.useUploadPicture;

/** Removes the profile picture: `mutateAsync(id)`, resolves with the laboratory. */
export const useDeleteLaboratoryPicture = laboratoryAccount.useDeletePicture;
