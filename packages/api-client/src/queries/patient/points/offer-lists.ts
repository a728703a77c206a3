// What a patient's points buy and what he bought (#23, beyond the
// specification): `GET /packages`, every offer he can claim with its owner,
// and `GET /rewards/patient/{id}`, his own claims with their promo codes.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { toOffer, type OfferView } from '../../hospital/offers';
import { bodyOf } from '../../shared/query-helpers';
import { type ClaimedOffer, toClaimedOffer } from './claim-offer';

type ActiveOffer = components['schemas']['ActiveOffer'];
type Locale = 'en' | 'ar';

/** An offer a patient can claim: the offer's card data and whose it is. */
export interface ClaimableOffer extends OfferView {
  owner: { kind: 'HOSPITAL' | 'VENDOR'; id: string; name: string; image?: string };
}

export function toClaimableOffer(offer: ActiveOffer, locale: Locale = 'en'): ClaimableOffer {
  const { kind, _id, name, image } = offer.owner;
  return { ...toOffer(offer, locale), owner: { kind, id: _id, name: name.trim(), ...(image ? { image } : {}) } };
}

export function activeOffersQueryOptions(api: ApiClient, locale: Locale = 'en') {
  return queryOptions({
    queryKey: ['get', '/packages'] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/packages', { signal })).data).data,
    select: (offers: ActiveOffer[]) => offers.map((offer) => toClaimableOffer(offer, locale)),
  });
}

/** `const { data: offers } = useActiveOffers(locale)`: every offer of hospitals and vendors, newest first. */
export function useActiveOffers(locale: Locale = 'en') {
  return useQuery(activeOffersQueryOptions(useApi(), locale));
}

export function patientRewardsQueryOptions(api: ApiClient, patientId: string | null) {
  return queryOptions({
    queryKey: ['get', '/rewards/patient/{patientId}', patientId] as const,
    queryFn: async ({ signal }) =>
      bodyOf(
        (await api.GET('/rewards/patient/{patientId}', { params: { path: { patientId: patientId ?? '' } }, signal }))
          .data,
      ).data,
    select: (rewards: components['schemas']['Reward'][]): ClaimedOffer[] => rewards.map(toClaimedOffer),
    enabled: patientId !== null,
  });
}

/** `const { data: claims } = usePatientRewards(patientId)`: the patient's claims with their promo codes, newest first. */
export function usePatientRewards(patientId: string | null) {
  return useQuery(patientRewardsQueryOptions(useApi(), patientId));
}

/** After a claim: the patient's claims are asked for again. */
export function invalidatePatientRewards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['get', '/rewards/patient/{patientId}'] });
}
