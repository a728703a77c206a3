import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import { type ClaimedOfferRow, toClaimedOfferRow } from '../hospital/records/claimed-offers';
import { bodyOf } from '../shared/query-helpers';

type Reward = components['schemas']['Reward'];

/** A row of the admin's Claimed Offers: the hospital's row, with whom the offer was claimed from. */
export interface AdminClaimedOfferRow extends ClaimedOfferRow {
  /** The vendor ("First Last") or the hospital (its name) that gave the offer; empty when neither is known. */
  from: string;
}

export function toAdminClaimedOfferRow(reward: Reward): AdminClaimedOfferRow {
  const from = reward.vendorId ? fullName(reward.vendorId) : (reward.hospitalId?.name?.trim() ?? '');
  return { ...toClaimedOfferRow(reward), from };
}

/** `GET /rewards`: every offer claimed, from hospitals and vendors, as table rows. */
export function allClaimedOffersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', '/rewards', {}] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/rewards', { signal });
      return bodyOf(data);
    },
    select: (answer): AdminClaimedOfferRow[] => answer.data.map(toAdminClaimedOfferRow),
  });
}

/** Every claimed offer (the admin's Claimed Offers). */
export function useAllClaimedOffers() {
  return useQuery(allClaimedOffersQueryOptions(useApi()));
}
