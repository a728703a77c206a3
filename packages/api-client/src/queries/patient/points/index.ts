// The patient's points (#23): earning them with a visit's promo code ("Get Points") and spending them on an offer.
export {
  activeOffersQueryOptions,
  type ClaimableOffer,
  invalidatePatientRewards,
  patientRewardsQueryOptions,
  toClaimableOffer,
  useActiveOffers,
  usePatientRewards,
} from './offer-lists';
export { type ClaimedOffer, claimOffer, type OfferClaim, toClaimedOffer, useClaimOffer } from './claim-offer';
export {
  type PointsAward,
  toPointsAward,
  useVerifyHospitalCode,
  verifyHospitalCode,
  type VisitCodeInput,
} from './visit-code';
