import {
  mutationOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';

type Schemas = components['schemas'];

/** Whose schedule: a doctor's, or a nurse's or technician's (slots of type NURSE), in a hospital. */
export type ScheduleProvider =
  { kind: 'doctor'; doctorId: string; hospitalId: string } | { kind: 'nurse'; nurseId: string; hospitalId: string };

/** A slot as the schedule shows it (the calendar's slot plus what Appointment Details shows). */
export interface ScheduleSlot {
  id: string;
  /** ISO date-times. */
  from: string;
  to: string;
  /** No status means free (spec 000 §3). */
  status?: Schemas['SlotStatus'];
  /** The patient who booked it, "First Last". */
  patientName?: string;
  /** The family member it was booked for, "First Last". */
  familyMemberName?: string;
  familyMemberRelation?: Schemas['FamilyRelation'];
  serviceName?: string;
  description?: string;
}

/** A new slot: ISO date-times on half-hour boundaries. */
export interface ScheduleSlotRange {
  from: string;
  to: string;
}

/** The listing window of a month: the calendar asks per visible month. */
export interface SlotWindow {
  from: string;
  to: string;
}

const nameOf = (person: { firstName?: string; lastName?: string } | undefined) => {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name;
};

/** Maps a contract slot to the schedule's view model. */
export function toScheduleSlot(slot: Schemas['Slot']): ScheduleSlot {
  const view: ScheduleSlot = { id: slot._id, from: slot.from, to: slot.to };
  if (slot.status) view.status = slot.status;
  const patientName = nameOf(slot.patientId);
  if (patientName) view.patientName = patientName;
  const familyMemberName = nameOf(slot.familyMemberId);
  if (familyMemberName) view.familyMemberName = familyMemberName;
  if (slot.familyMemberId?.relation) view.familyMemberRelation = slot.familyMemberId.relation;
  if (slot.serviceId?.name) view.serviceName = slot.serviceId.name;
  if (slot.description) view.description = slot.description;
  return view;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The window listed for the month of `day` ('YYYY-MM-DD'): from the day before
 * the month's first day to the day after its last, in UTC. The extra day on
 * each side covers every time zone the calendar may show the month in.
 */
export function monthSlotWindow(day: string): SlotWindow {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  const first = Date.UTC(year, month - 1, 1);
  const next = Date.UTC(year, month, 1);
  return { from: new Date(first - DAY).toISOString(), to: new Date(next + DAY).toISOString() };
}

const providerIdOf = (provider: ScheduleProvider) =>
  provider.kind === 'doctor' ? provider.doctorId : provider.nurseId;

const listPathOf = (provider: ScheduleProvider) =>
  provider.kind === 'doctor' ? ('/slots/all/doctor/{id}' as const) : ('/slots/all/nurse/{id}' as const);

/** The query key of a provider's slots in a window (the shape openapi-react-query gives the same call). */
export function providerSlotsKey(provider: ScheduleProvider, window: SlotWindow) {
  return ['post', listPathOf(provider), { params: { path: { id: providerIdOf(provider) } }, body: window }] as const;
}

type SlotsKey = ReturnType<typeof providerSlotsKey>;

function isProviderSlotsKey(key: QueryKey, provider: ScheduleProvider): key is SlotsKey {
  const [method, path, init] = key;
  if (method !== 'post' || path !== listPathOf(provider) || typeof init !== 'object' || init === null) return false;
  const id = (init as { params?: { path?: { id?: unknown } } }).params?.path?.id;
  return id === providerIdOf(provider);
}

const byStart = (a: ScheduleSlot, b: ScheduleSlot) => Date.parse(a.from) - Date.parse(b.from);

type SlotList = { data: Schemas['Slot'][] };

/** `POST /slots/all/doctor/{id}` or `/slots/all/nurse/{id}` for a window: the answer's body. */
export async function fetchProviderSlots(
  api: ApiClient,
  provider: ScheduleProvider,
  window: SlotWindow,
  signal?: AbortSignal,
): Promise<SlotList> {
  const init = { params: { path: { id: providerIdOf(provider) } }, body: window, signal };
  const { data } =
    provider.kind === 'doctor'
      ? await api.POST('/slots/all/doctor/{id}', init)
      : await api.POST('/slots/all/nurse/{id}', init);
  return data ?? { data: [] };
}

/** The schedule's slots of a listing, in start order. */
export function toScheduleSlots(body: SlotList): ScheduleSlot[] {
  return body.data.map(toScheduleSlot).sort(byStart);
}

/**
 * The slots of the month of `day` ('YYYY-MM-DD'). The cache keeps the answer
 * as the API sent it (under the key openapi-react-query gives the same call);
 * `select` maps it.
 */
export function providerSlotsQueryOptions(api: ApiClient, provider: ScheduleProvider, day: string) {
  const window = monthSlotWindow(day);
  return queryOptions({
    queryKey: providerSlotsKey(provider, window),
    queryFn: ({ signal }) => fetchProviderSlots(api, provider, window, signal),
    select: toScheduleSlots,
  });
}

/**
 * Creates slots in one request, all or nothing: one 30-minute slot with
 * `POST /slots`, more (a range of several half hours, a repeat) with
 * `POST /slots/series`. Resolves with the created slots.
 */
export async function createScheduleSlots(
  api: ApiClient,
  provider: ScheduleProvider,
  ranges: readonly ScheduleSlotRange[],
): Promise<Schemas['Slot'][]> {
  const [single] = ranges;
  if (single === undefined) return [];
  const owner =
    provider.kind === 'doctor'
      ? { doctorId: provider.doctorId }
      : { nurseId: provider.nurseId, type: 'NURSE' as const };
  if (ranges.length === 1) {
    const { data } = await api.POST('/slots', {
      body: { hospitalId: provider.hospitalId, ...owner, from: single.from, to: single.to },
    });
    return data ? [data.data] : [];
  }
  const slots = ranges.map(({ from, to }) => ({ from, to }));
  const { data } = await api.POST('/slots/series', { body: { hospitalId: provider.hospitalId, ...owner, slots } });
  return data?.data ?? [];
}

/** The message of a delete that did not succeed (spec 000 §8). */
export const DELETE_SLOT_FAILED_MESSAGE = 'Failed to delete slot';

/**
 * `DELETE /slots/delete/{id}` (doctor) or `/slots/delete/nurse/{id}` (nurse).
 * Success is HTTP 200 with `data` present; anything else is a failure.
 */
export async function deleteScheduleSlot(api: ApiClient, provider: ScheduleProvider, slotId: string): Promise<string> {
  const init = { params: { path: { id: slotId } } };
  const { data } =
    provider.kind === 'doctor'
      ? await api.DELETE('/slots/delete/{id}', init)
      : await api.DELETE('/slots/delete/nurse/{id}', init);
  if (!data?.data) throw new Error(DELETE_SLOT_FAILED_MESSAGE);
  return slotId;
}

const cachedListings = (queryClient: QueryClient, provider: ScheduleProvider) =>
  queryClient
    .getQueriesData<SlotList>({ queryKey: ['post', listPathOf(provider)] })
    .filter((entry): entry is [SlotsKey, SlotList] => entry[1] !== undefined && isProviderSlotsKey(entry[0], provider));

/** Appends created slots to every cached month of the provider they fall in (spec: a new slot is appended). */
export function addSlotsToCache(
  queryClient: QueryClient,
  provider: ScheduleProvider,
  created: readonly Schemas['Slot'][],
) {
  for (const [key, body] of cachedListings(queryClient, provider)) {
    const { from, to } = key[2].body;
    const [start, end] = [Date.parse(from), Date.parse(to)];
    const known = new Set(body.data.map((slot) => slot._id));
    const added = created.filter((slot) => {
      const at = Date.parse(slot.from);
      return at >= start && at < end && !known.has(slot._id);
    });
    if (added.length > 0) queryClient.setQueryData<SlotList>(key, { ...body, data: [...body.data, ...added] });
  }
}

/** Removes a deleted slot from every cached month of the provider (spec: a deleted slot is removed). */
export function removeSlotFromCache(queryClient: QueryClient, provider: ScheduleProvider, slotId: string) {
  for (const [key, body] of cachedListings(queryClient, provider)) {
    if (!body.data.some((slot) => slot._id === slotId)) continue;
    queryClient.setQueryData<SlotList>(key, { ...body, data: body.data.filter((slot) => slot._id !== slotId) });
  }
}

/** The schedule's mutations on a client and query cache, shared by the hooks and the tests. */
export const scheduleMutations = {
  create: (api: ApiClient, queryClient: QueryClient, provider: ScheduleProvider) =>
    mutationOptions({
      mutationKey: ['createScheduleSlots', provider],
      mutationFn: async (ranges: readonly ScheduleSlotRange[]) => {
        const created = await createScheduleSlots(api, provider, ranges);
        addSlotsToCache(queryClient, provider, created);
        return created.map(toScheduleSlot);
      },
    }),
  delete: (api: ApiClient, queryClient: QueryClient, provider: ScheduleProvider) =>
    mutationOptions({
      mutationKey: ['deleteScheduleSlot', provider],
      mutationFn: (slotId: string) => deleteScheduleSlot(api, provider, slotId),
      onSuccess: (slotId) => {
        removeSlotFromCache(queryClient, provider, slotId);
      },
    }),
};

/** The provider's slots of the month of `day` ('YYYY-MM-DD'); the previous month stays shown while the next loads. */
export function useProviderSlots(provider: ScheduleProvider, day: string) {
  return useQuery({
    ...providerSlotsQueryOptions(useApi(), provider, day),
    placeholderData: (previous) => previous,
  });
}

/** Creates one slot or a repeating series (one request); the new slots join the cached months. */
export function useCreateScheduleSlots(provider: ScheduleProvider) {
  return useMutation(scheduleMutations.create(useApi(), useQueryClient(), provider));
}

/** Deletes a slot; it leaves the cached months. */
export function useDeleteScheduleSlot(provider: ScheduleProvider) {
  return useMutation(scheduleMutations.delete(useApi(), useQueryClient(), provider));
}
