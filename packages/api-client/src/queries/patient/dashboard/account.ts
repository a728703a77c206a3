// The dashboard's Account tab (002 "Patient dashboard", "Account settings";
// §5 "Patient profile form"; #25 item 7): the patient's details from his
// profile (`GET /patients/profile/{id}`), their update (`PUT /patients/{id}`,
// answering the saved user), the profile picture
// (`PUT /patients/uploadProfilePicture/{id}`, `DELETE /patients/deleteProfileImage/{id}`)
// and the account deletion request (`DELETE /patients/deactivateUser/{id}`,
// toggling `accountDeletionRequest`). Each keeps the stored user in step.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { toFormData } from '../../../client/form-data';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import type { SessionUser } from '../../../session';
import { bodyOf, isUnderPath } from '../../shared/query-helpers';
import { storeOwnPicture } from '../../shared/own-account';
import { patientProfileQueryOptions } from '../../hospital/patients';

type Schemas = components['schemas'];
type Patient = Schemas['Patient'];
export type PatientAccountGender = Schemas['PatientGender'];

/** The patient's account as the Account tab shows and edits it. */
export interface PatientAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** 'YYYY-MM-DD', or null when none is stored. */
  birthday: string | null;
  /** '' when none is stored. */
  gender: PatientAccountGender | '';
  location: string;
  /** '+971-## ### ####', or ''. */
  phone: string;
  /** The ids of his insurances. */
  insurances: string[];
  image?: string | undefined;
  accountDeletionRequest: boolean;
}

/** What the details form sends: password and its confirmation empty to keep the current password. */
export interface PatientAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  birthday: string;
  gender: PatientAccountGender;
  location: string;
  phone: string;
  insurances: string[];
  password: string;
  confirmPassword: string;
}

export function toPatientAccount(patient: Patient): PatientAccount {
  return {
    id: patient._id,
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: patient.email,
    birthday: patient.birthday ?? null,
    gender: patient.gender ?? '',
    location: patient.location ?? '',
    phone: patient.phone ?? patient.mobile ?? '',
    insurances: (patient.insurances ?? []).map((insurance) => insurance._id),
    image: patient.image,
    accountDeletionRequest: patient.accountDeletionRequest ?? false,
  };
}

/**
 * The body of `PUT /patients/{id}`: texts trimmed, the insurances as a list
 * (002 §5: optional, none is an empty list); the password pair only when a
 * new password is typed (002 §5: optional).
 */
export function toPatientUpdate(input: PatientAccountInput): Schemas['PatientUpdate'] {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    birthday: input.birthday,
    gender: input.gender,
    location: input.location.trim(),
    phone: input.phone,
    insurances: input.insurances,
    ...(input.password === '' ? {} : { password: input.password, confirmPassword: input.confirmPassword }),
  };
}

const profileKey = (api: ApiClient, patientId: string) => patientProfileQueryOptions(api, patientId).queryKey;

/** Merges changes into the cached profile (the tab shows them at once), if it is cached. */
function patchProfile(api: ApiClient, queryClient: QueryClient, patientId: string, changes: Partial<Patient>): void {
  queryClient.setQueryData<Schemas['PatientProfile']>(profileKey(api, patientId), (profile) =>
    profile ? { ...profile, ...changes } : profile,
  );
}

/** Merges changes into the stored user when he is the signed-in patient (a reload shows them). */
function storeUser(api: ApiClient, patientId: string, changes: Partial<SessionUser>): void {
  const { session } = api;
  const current = session.getUser();
  if (session.getReferenceId() !== patientId || !current) return;
  session.setUser({ ...current, ...changes });
}

/** The signed-in patient's account, from his profile. */
export function usePatientAccount(patientId: string) {
  return useQuery({ ...patientProfileQueryOptions(useApi(), patientId), select: toPatientAccount });
}

/**
 * Saves the details form (`PUT /patients/{id}`): resolves with the saved user
 * (also written to the stored user); the profile is fetched again.
 */
export function useUpdateOwnAccount(patientId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PatientAccountInput): Promise<SessionUser> => {
      const body = toPatientUpdate(input);
      const saved = bodyOf((await api.PUT('/patients/{id}', { params: { path: { id: patientId } }, body })).data).data;
      storeUser(api, patientId, saved);
      return saved;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => isUnderPath(queryKey, '/patients/profile') }),
  });
}

/**
 * Requests the account's deletion, or withdraws the request
 * (`DELETE /patients/deactivateUser/{id}` toggles it): resolves with the new
 * `accountDeletionRequest`, which the cached profile and the stored user take.
 */
export function useToggleAccountDeletion(patientId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<boolean> => {
      const answer = await api.DELETE('/patients/deactivateUser/{id}', { params: { path: { id: patientId } } });
      const requested = bodyOf(answer.data).data.accountDeletionRequest ?? false;
      patchProfile(api, queryClient, patientId, { accountDeletionRequest: requested });
      storeUser(api, patientId, { accountDeletionRequest: requested });
      return requested;
    },
  });
}

/** A new profile picture (the cropped JPEG): `mutateAsync({ id, file })`, resolves with the patient. */
export function useUploadPatientPicture() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }): Promise<Patient> => {
      const params = { path: { id } };
      const patient = (
        await api.upload('put', '/patients/uploadProfilePicture/{id}', { params, body: toFormData({ image: file }) })
      ).data;
      patchProfile(api, queryClient, id, { image: patient.image });
      storeOwnPicture(api, id, patient.image);
      return patient;
    },
  });
}

/** Removes the profile picture: `mutateAsync(id)`, resolves with the patient. */
export function useDeletePatientPicture() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<Patient> => {
      const answer = await api.DELETE('/patients/deleteProfileImage/{id}', { params: { path: { id } } });
      const patient = bodyOf(answer.data).data;
      patchProfile(api, queryClient, id, { image: undefined });
      storeOwnPicture(api, id, undefined);
      return patient;
    },
  });
}
