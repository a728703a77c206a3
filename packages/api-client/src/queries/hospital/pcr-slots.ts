import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { monthSlotWindow, type ScheduleSlot, type SlotWindow } from '../shared/slots';

type Schemas = components['schemas'];
type PcrSlot = Schemas['PcrSlot'];

/** Which PCR calendar: PCR Test or PCR Vaccination (000 §2.4). */
export type PcrKind = 'test' | 'vaccination';

/** A PCR slot as the calendar and its Appointment Details show it. */
export interface PcrSlotView extends ScheduleSlot {
  /** The booking patient's Emirates ID (###-####-#######-#). */
  patientEmiratesId?: string;
}

const nameOf = (person: { firstName?: string; lastName?: string } | undefined) => {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name;
};

/** Maps a contract PCR slot to the calendar's view model. */
export function toPcrSlotView(slot: PcrSlot): PcrSlotView {
  const view: PcrSlotView = { id: slot._id, from: slot.from, to: slot.to };
  if (slot.status) view.status = slot.status;
  const patientName = nameOf(slot.patientId);
  if (patientName) view.patientName = patientName;
  if (slot.patientId?.emiratesId) view.patientEmiratesId = slot.patientId.emiratesId;
  const familyMemberName = nameOf(slot.familyMemberId);
  if (familyMemberName) view.familyMemberName = familyMemberName;
  if (slot.familyMemberId?.relation) view.familyMemberRelation = slot.familyMemberId.relation;
  if (slot.serviceId?.name) view.serviceName = slot.serviceId.name;
  return view;
}

type PcrSlotList = { data: PcrSlot[] };

/** The listing's slots in start order. */
export function toPcrSlotViews(body: PcrSlotList): PcrSlotView[] {
  return body.data.map(toPcrSlotView).sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
}

const pathOf = (kind: PcrKind) =>
  kind === 'test' ? ('/slots/PCRTests/hospital/{id}' as const) : ('/slots/PCRVaccination/hospital/{id}' as const);

/** The query key of a hospital's PCR slots in a window (the shape openapi-react-query gives the same call). */
export function pcrSlotsKey(kind: PcrKind, hospitalId: string | null, window: SlotWindow) {
  return ['post', pathOf(kind), { params: { path: { id: hospitalId ?? '' } }, body: window }] as const;
}

/** `POST /slots/PCRTests/hospital/{id}` or `/slots/PCRVaccination/hospital/{id}` for a window: the answer's body. */
export async function fetchPcrSlots(
  api: ApiClient,
  kind: PcrKind,
  hospitalId: string,
  window: SlotWindow,
  signal?: AbortSignal,
): Promise<PcrSlotList> {
  const init = { params: { path: { id: hospitalId } }, body: window, signal };
  const { data } =
    kind === 'test'
      ? await api.POST('/slots/PCRTests/hospital/{id}', init)
      : await api.POST('/slots/PCRVaccination/hospital/{id}', init);
  return data ?? { data: [] };
}

/**
 * The hospital's PCR slots of one kind in the month of `day` ('YYYY-MM-DD'),
 * asked with the same window as the schedules (a day of margin each side).
 * Not run without a hospital id.
 */
export function pcrSlotsQueryOptions(api: ApiClient, kind: PcrKind, hospitalId: string | null, day: string) {
  const window = monthSlotWindow(day);
  return queryOptions({
    queryKey: pcrSlotsKey(kind, hospitalId, window),
    queryFn: ({ signal }) => fetchPcrSlots(api, kind, hospitalId ?? '', window, signal),
    select: toPcrSlotViews,
    enabled: hospitalId !== null && hospitalId !== '',
  });
}

/** The PCR slots of the month of `day`; the previous month stays shown while the next loads. */
export function usePcrSlots(kind: PcrKind, hospitalId: string | null, day: string) {
  return useQuery({
    ...pcrSlotsQueryOptions(useApi(), kind, hospitalId, day),
    placeholderData: (previous) => previous,
  });
}
