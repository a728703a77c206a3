// The own account of a nurse or a receptionist (001 §2 "Nurse account",
// /receptionist/profile; §5 "Nurse account and lab account", "Receptionist
// account form"; §7): the signed-in person's record, the account form's update
// and the profile picture. One implementation; nurse/account.ts and
// receptionist/account.ts give it their paths. Internal: the areas' modules
// export what screens use.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { toFormData } from '../../client/form-data';
import { useApi } from '../../react/api-provider';
import type { SessionUser } from '../../session';
import type { StaffPerson } from '../hospital/staff/staff';
import { bodyOf, isUnderPath } from './query-helpers';

/** What the account form collects (001 §5): every field required, the confirmation equal to the password. */
export interface StaffAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  /** `+971-## ### ####`. */
  mobile: string;
  password: string;
  confirmPassword: string;
}

/** The body of `PUT /nurse/{id}` and `PUT /receptionists/{id}` from the account form: trimmed texts and both passwords. */
export interface StaffAccountBody {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

/** The form's values as the update body: names and email trimmed; the passwords as typed. */
export function toStaffAccountBody(input: StaffAccountInput): StaffAccountBody {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    mobile: input.mobile,
    password: input.password,
    confirmPassword: input.confirmPassword,
  };
}

/** An area's account calls on the typed client. */
export interface OwnAccountCalls<TRecord extends { _id: string; image?: string }, TProfile extends StaffPerson> {
  /** The list path (`/nurse`, `/receptionists`): its lists and searches are refreshed after a change. */
  basePath: string;
  /** The key of the area's record query (`nurseQuery`, `receptionistQuery`), which caches `{ data: record }`. */
  recordKey: (api: ApiClient, id: string) => readonly unknown[];
  update: (api: ApiClient, id: string, body: StaffAccountBody) => Promise<{ data: TRecord } | undefined>;
  /** The multipart picture upload; resolves with the record (the answer's `data`). */
  upload: (api: ApiClient, id: string, body: FormData) => Promise<TRecord>;
  remove: (api: ApiClient, id: string) => Promise<{ data: TRecord } | undefined>;
  toProfile: (record: TRecord) => TProfile;
}

/**
 * Puts the answered record in the cache (the page shows it at once) and marks
 * the area's lists stale (the hospital's directory, if open in this tab).
 */
async function cacheRecord<TRecord extends { _id: string; image?: string }, TProfile extends StaffPerson>(
  calls: OwnAccountCalls<TRecord, TProfile>,
  api: ApiClient,
  queryClient: QueryClient,
  record: TRecord,
): Promise<void> {
  const recordKey = calls.recordKey(api, record._id);
  queryClient.setQueryData(recordKey, { data: record });
  await queryClient.invalidateQueries({
    predicate: (query) => isUnderPath(query.queryKey, calls.basePath) && query.queryKey[1] !== recordKey[1],
  });
}

/**
 * Keeps the stored user's picture in step when the signed-in user is this
 * person (the session's referenceId), so the top bar follows; an undefined
 * image drops it.
 */
export function storeOwnPicture(api: ApiClient, referenceId: string, image: string | undefined): void {
  const { session } = api;
  if (session.getReferenceId() !== referenceId) return;
  const current = session.getUser();
  if (!current) return;
  const next: SessionUser = { ...current, image };
  if (image === undefined) delete next.image;
  session.setUser(next);
}

/**
 * The mutations of an area's own account: the update (`mutate({ id, input })`, resolves with the profile), and
 * the picture's upload (`mutate({ id, file })`) and removal (`mutate(id)`),
 * which resolve with the profile, its new `image` included.
 */
export function ownAccountQueries<TRecord extends { _id: string; image?: string }, TProfile extends StaffPerson>(
  calls: OwnAccountCalls<TRecord, TProfile>,
) {
  function useUpdate() {
    const api = useApi();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async ({ id, input }: { id: string; input: StaffAccountInput }) => {
        const record = bodyOf(await calls.update(api, id, toStaffAccountBody(input))).data;
        await cacheRecord(calls, api, queryClient, record);
        return calls.toProfile(record);
      },
    });
  }

  function useUploadPicture() {
    const api = useApi();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async ({ id, file }: { id: string; file: File }) => {
        const record = await calls.upload(api, id, toFormData({ image: file }));
        await cacheRecord(calls, api, queryClient, record);
        storeOwnPicture(api, id, record.image);
        return calls.toProfile(record);
      },
    });
  }

  function useDeletePicture() {
    const api = useApi();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (id: string) => {
        const record = bodyOf(await calls.remove(api, id)).data;
        await cacheRecord(calls, api, queryClient, record);
        storeOwnPicture(api, id, record.image);
        return calls.toProfile(record);
      },
    });
  }

  return { useUpdate, useUploadPicture, useDeletePicture };
}
