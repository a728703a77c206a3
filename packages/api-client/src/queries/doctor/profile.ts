// The doctor's own profile at /doctors/profile (001 §2 "Doctor profile", §4
// "Profile updates", §7 "Doctor"): his record, the two forms that update it
// (the Update modal and the Account tab, both `PUT /doctors/{id}`) and his
// profile picture. The record and its view model are the hospital's
// (`doctorQuery`, `toDoctorProfile` in ../hospital/staff/doctors.ts).
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { toFormData } from '../../client/form-data';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import type { SessionUser } from '../../session';
import { doctorQuery, type DoctorProfile, toDoctorProfile } from '../hospital/staff/doctors';
import { bodyOf } from '../shared/query-helpers';

type Schemas = components['schemas'];
type Doctor = Schemas['Doctor'];
type Locale = 'en' | 'ar';

/** What the Update modal collects (001 §5 "Doctor profile modal"). */
export interface DoctorProfileInput {
  /** Speciality ids, at least one. */
  specialityIds: string[];
  /** Whole years, as text ("14"). */
  experience: string;
  about: string;
}

/** What the Account tab collects (001 §5 "Doctor account"). */
export interface DoctorAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  /** `+971-## ### ####`. */
  mobile: string;
  password: string;
  confirmPassword: string;
}

/** One of the doctor's two forms. */
export type DoctorSelfUpdate =
  { form: 'profile'; input: DoctorProfileInput } | { form: 'account'; input: DoctorAccountInput };

/** What a successful update gives: the doctor as the screen shows him, and the account as the session stores it. */
export interface DoctorSelfUpdateResult {
  doctor: DoctorProfile;
  user: SessionUser;
}

/**
 * The body of `PUT /doctors/{id}` for one form, with the contract's names
 * (`specialityId` for the list, as the hospital's EDIT form sends it) and
 * trimmed texts. Each form sends only its own fields; a blank password is
 * left out (the Account form requires one, so this only guards the call).
 */
export function toDoctorSelfUpdateBody(update: DoctorSelfUpdate): Schemas['DoctorUpdate'] {
  if (update.form === 'profile') {
    const { specialityIds, experience, about } = update.input;
    return { specialityId: [...specialityIds], experience: experience.trim(), about: about.trim() };
  }
  const { firstName, lastName, email, mobile, password, confirmPassword } = update.input;
  return {
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    email: email.trim(),
    mobile,
    ...(password ? { password, confirmPassword } : {}),
  };
}

/** The doctor's record in the cache, as `GET /doctors/{id}` answers it (its `select` maps it). */
function cacheDoctor(queryClient: QueryClient, api: ApiClient, doctor: Doctor) {
  queryClient.setQueryData(doctorQuery(api, doctor._id).queryKey, { data: doctor });
}

/**
 * Keeps the stored user in step when the signed-in user is this doctor
 * (the session's referenceId): `changes` go over what is stored, so fields
 * the answer leaves out stay; a field given as undefined is dropped.
 */
function storeUser(api: ApiClient, doctorId: string, changes: Partial<SessionUser>) {
  const { session } = api;
  if (session.getReferenceId() !== doctorId) return;
  const current = session.getUser();
  if (current) session.setUser({ ...current, ...changes });
  else if (changes._id && changes.role) session.setUser(changes as SessionUser);
}

/**
 * `PUT /doctors/{id}` with one form. The doctor's record in the cache becomes
 * the answer's, and the answer's user (`data.user`) is stored in the session
 * when he is the one signed in (001 §4: "After a doctor profile update, the
 * updated user is stored locally and in the session").
 */
export async function updateOwnDoctor(
  api: ApiClient,
  queryClient: QueryClient,
  { id, update }: { id: string; update: DoctorSelfUpdate },
  locale: Locale = 'en',
): Promise<DoctorSelfUpdateResult> {
  const body = toDoctorSelfUpdateBody(update);
  const { doctor, user } = bodyOf((await api.PUT('/doctors/{id}', { params: { path: { id } }, body })).data).data;
  cacheDoctor(queryClient, api, doctor);
  storeUser(api, id, user);
  return { doctor: toDoctorProfile(doctor, locale), user };
}

/** `PUT /doctors/uploadProfilePicture/{id}` (multipart `image`, the cropped JPEG): resolves with the doctor. */
export async function uploadDoctorPicture(
  api: ApiClient,
  queryClient: QueryClient,
  { id, file }: { id: string; file: File },
  locale: Locale = 'en',
): Promise<DoctorProfile> {
  const body = toFormData({ image: file });
  const doctor = (await api.upload('put', '/doctors/uploadProfilePicture/{id}', { params: { path: { id } }, body }))
    .data;
  cacheDoctor(queryClient, api, doctor);
  storeUser(api, id, { image: doctor.image });
  return toDoctorProfile(doctor, locale);
}

/** `DELETE /doctors/deleteProfileImage/{id}`: resolves with the doctor, now without a picture. */
export async function deleteDoctorPicture(
  api: ApiClient,
  queryClient: QueryClient,
  id: string,
  locale: Locale = 'en',
): Promise<DoctorProfile> {
  const answer = await api.DELETE('/doctors/deleteProfileImage/{id}', { params: { path: { id } } });
  const doctor = bodyOf(answer.data).data;
  cacheDoctor(queryClient, api, doctor);
  storeUser(api, id, { image: doctor.image });
  return toDoctorProfile(doctor, locale);
}

/**
 * The signed-in doctor's record (`GET /doctors/{id}` with the session's
 * referenceId) as a DoctorProfile; waits while there is no id.
 */
export function useOwnDoctorProfile(id: string | null, locale: Locale = 'en') {
  return useQuery({ ...doctorQuery(useApi(), id ?? '', locale), enabled: id !== null });
}

/** `mutate({ id, update })`: the Update modal or the Account tab. Resolves with the doctor and the stored user. */
export function useUpdateOwnDoctor(locale: Locale = 'en') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; update: DoctorSelfUpdate }) =>
      updateOwnDoctor(api, queryClient, variables, locale),
  });
}

/** `mutate({ id, file })`: a new profile picture. Resolves with the doctor. */
export function useUploadDoctorPicture(locale: Locale = 'en') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; file: File }) => uploadDoctorPicture(api, queryClient, variables, locale),
  });
}

/** `mutate(id)`: removes the profile picture. Resolves with the doctor. */
export function useDeleteDoctorPicture(locale: Locale = 'en') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDoctorPicture(api, queryClient, id, locale),
  });
}
