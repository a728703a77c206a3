import type { Catalog } from './messages';

/**
 * Texts of the patient's Offers view (#25 item 6: spending points, beyond the specification, which lets patients
 * earn points but never shows how they spend them), English. The specification gives the menu name 'Offers' and the
 * empty list 'No Offers Yet.'; the offer's terms and price are the offer cards' (servicesOffers), the balance the
 * dashboard's (patientDashboard); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/patient-offers.ar.ts has the Arabic).
 */
export default {
  heading: 'Offers',
  noOffers: 'No Offers Yet.',
  offersFailed: 'Problem while getting offers', // (ours)
  retry: 'Try again', // (ours)
  owner: 'By {{name}}', // (ours)
  claim: 'Claim', // (ours)
  claimOffer: 'Claim {{title}}', // (ours)
  claimQuestion: 'Claim "{{title}}" for {{points}} points?', // (ours)
  claimDetail: 'The points leave your balance and you get a promo code to show to {{owner}}.', // (ours)
  notEnoughPoints: 'You need {{missing}} more points for this offer', // (ours; the server's words)
  claimed: 'Offer claimed. Your promo code is {{code}}', // (ours)
  claimFailed: 'The offer could not be claimed', // (ours)
  promoCodesHeading: 'My promo codes', // (ours)
  noPromoCodes: 'You have not claimed any offer yet', // (ours)
  promoCodesFailed: 'Problem while getting your promo codes', // (ours)
  promoCode: 'Promo code', // (ours)
  claimedOn: 'Claimed on {{date}}', // (ours)
  pointsSpent: '{{points}} points', // (ours)
  statusPending: 'Not used yet', // (ours)
  statusRedeemed: 'Used', // (ours)
} satisfies Catalog;
