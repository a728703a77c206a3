import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { fullName } from '../patients';

type Reward = components['schemas']['Reward'];

/** One row of the Claimed Offers table (000 §2.5). */
export interface ClaimedOfferRow {
  id: string;
  patientName: string;
  /** When the offer was claimed (ISO); the view shows DD/MM/YYYY and hh:mm a in the browser's time zone. */
  takenAt: string;
  emiratesId?: string;
  offerName: string;
  points?: number;
  promoCode?: string;
}

/** Maps a contract reward (claimed offer) to a table row. */
export function toClaimedOfferRow(reward: Reward): ClaimedOfferRow {
  const row: ClaimedOfferRow = {
    id: reward._id,
    patientName: fullName(reward.patientId),
    takenAt: reward.createdAt,
    offerName: reward.packageId?.title ?? '',
  };
  if (reward.patientId?.emiratesId) row.emiratesId = reward.patientId.emiratesId;
  if (reward.packageId?.points !== undefined) row.points = reward.packageId.points;
  // The claim's own promo code (#23), which the patient shows; older answers had only the offer's.
  const promoCode = reward.voucherCode ?? reward.packageId?.voucherCode;
  if (promoCode) row.promoCode = promoCode;
  return row;
}

/** `GET /rewards/hospital/{hospitalId}`: the offers patients claimed from the hospital. */
export function claimedOffersQueryOptions(api: ApiClient, hospitalId: string | null) {
  return queryOptions({
    queryKey: ['get', '/rewards/hospital/{hospitalId}', { params: { path: { hospitalId } } }] as const,
    queryFn: async ({ signal }) => {
      if (!hospitalId) return { data: [] };
      const { data } = await api.GET('/rewards/hospital/{hospitalId}', {
        params: { path: { hospitalId } },
        signal,
      });
      return data ?? { data: [] };
    },
    select: (answer) => answer.data.map(toClaimedOfferRow),
    enabled: Boolean(hospitalId),
  });
}

/** The hospital's claimed offers, as table rows. */
export function useClaimedOffers(hospitalId: string | null) {
  return useQuery(claimedOffersQueryOptions(useApi(), hospitalId));
}
