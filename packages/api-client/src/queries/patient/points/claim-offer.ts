// Spending points (#23, beyond the specification, which lets patients earn
// points but never shows how they spend them): `POST /rewards { packageId }`
// claims a hospital's or a vendor's offer for the signed-in patient. The
// offer's points leave the balance and the claim has its own promo code
// (status PENDING), which the patient shows to the offer's owner. Too few
// points: 400 with the server's message ("You need 40 more points for this
// offer"). The offers to choose from, with their points and owners, are
// `useActiveOffers()`; the patient's claims `usePatientRewards(id)`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { fullName } from '../../hospital/full-name';
import { invalidateOffers } from '../../hospital/offers';
import { bodyOf } from '../../shared/query-helpers';
import { invalidatePatientRewards } from './offer-lists';
import { storedPoints, storePoints } from './stored-points';

type Reward = components['schemas']['Reward'];

/** A claimed offer as the patient keeps it. */
export interface ClaimedOffer {
  id: string;
  /** The claim's own promo code, to show to the offer's owner. */
  promoCode: string;
  /** PENDING until the owner redeems it, then REDEEMED. */
  status: string;
  offerId: string;
  offerTitle: string;
  /** The points the claim cost. */
  points: number;
  /** When it was claimed (ISO). */
  claimedAt: string;
  /** Whose offer: the vendor ("First Last") or the hospital (its name); "" when unknown. */
  from: string;
}

export function toClaimedOffer(reward: Reward): ClaimedOffer {
  return {
    id: reward._id,
    promoCode: reward.voucherCode ?? '',
    status: reward.status ?? 'PENDING',
    offerId: reward.packageId?._id ?? '',
    offerTitle: reward.packageId?.title?.trim() ?? '',
    points: reward.packageId?.points ?? 0,
    claimedAt: reward.createdAt,
    from: reward.vendorId ? fullName(reward.vendorId) : (reward.hospitalId?.name?.trim() ?? ''),
  };
}

/** What a claim gives: the claimed offer and the patient's balance after it. */
export interface OfferClaim {
  claim: ClaimedOffer;
  balance: number;
}

/**
 * Claims an offer on the typed client: resolves with the claim and the
 * balance after it, which goes into the stored user (the answer carries no
 * balance: the stored one less the offer's points, never below zero).
 */
export async function claimOffer(api: ApiClient, packageId: string): Promise<OfferClaim> {
  const reward = bodyOf((await api.POST('/rewards', { body: { packageId } })).data).data;
  const claim = toClaimedOffer(reward);
  const balance = Math.max(0, storedPoints(api) - claim.points);
  storePoints(api, balance);
  return { claim, balance };
}

/**
 * Claim an offer: `mutateAsync(packageId)` resolves with the claim (its
 * promo code) and the balance after it (the screen passes `{ points: balance }`
 * to `useStoredUserUpdate()`); the offer lists are asked for again (the
 * subscribed count grew). Too few points rejects with the server's message
 * (`registrationErrorMessage(error, …)`).
 */
export function useClaimOffer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) => claimOffer(api, packageId),
    onSuccess: () => Promise.all([invalidateOffers(queryClient), invalidatePatientRewards(queryClient)]),
  });
}
