import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { type PcrSlotView, toPcrSlotView } from '../hospital/pcr-slots';
import { bodyOf } from '../shared/query-helpers';
import { monthSlotWindow } from '../shared/slots';

type PcrSlot = components['schemas']['PcrSlot'];

/** A PCR test slot of the admin's PCR Schedule: the hospital's calendar slot, with its hospital. */
export interface AdminPcrSlotView extends PcrSlotView {
  hospitalName?: string;
}

export function toAdminPcrSlotView(slot: PcrSlot): AdminPcrSlotView {
  const view: AdminPcrSlotView = toPcrSlotView(slot);
  if (slot.hospitalId?.name) view.hospitalName = slot.hospitalId.name;
  return view;
}

/**
 * `POST /slots/PCRTests/all` for the month of `day` ('YYYY-MM-DD'), asked with
 * the schedules' window (a day of margin each side): every PCR hospital's test
 * slots, in start order.
 */
export function allPcrTestSlotsQueryOptions(api: ApiClient, day: string) {
  const window = monthSlotWindow(day);
  return queryOptions({
    queryKey: ['post', '/slots/PCRTests/all', { body: window }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.POST('/slots/PCRTests/all', { body: window, signal });
      return bodyOf(data);
    },
    select: (answer): AdminPcrSlotView[] =>
      answer.data.map(toAdminPcrSlotView).sort((a, b) => Date.parse(a.from) - Date.parse(b.from)),
  });
}

/** The PCR Schedule's slots of the month of `day`; the previous month stays shown while the next loads. */
export function useAllPcrTestSlots(day: string) {
  return useQuery({ ...allPcrTestSlotsQueryOptions(useApi(), day), placeholderData: (previous) => previous });
}
