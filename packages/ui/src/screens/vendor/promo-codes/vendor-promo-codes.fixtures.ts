// Story data of the vendor's Promo Codes (stories only; not exported from the package).
import { toVendorPromoCodeRow } from '@aafiya/api-client';
import { offers, patients } from '@aafiya/api-client/mocks';
import { wellnessPackages } from '../packages/vendor-packages.story-helpers';

type ApiRedemption = (typeof offers.vendorRedemptions)[number];

const massage = wellnessPackages[1];
if (!massage) throw new Error('fixtures: no buy-some-get-some package');

/** Wellness Hub's pending redemptions: the fixture's yoga one and Mariam's massage. */
export const pendingRedemptions: ApiRedemption[] = [
  ...offers.vendorRedemptions,
  {
    _id: 'redeem-mariam-massage',
    status: 'PENDING',
    voucherCode: 'K7QX2M9PLA',
    patientId: patients.patientRef(patients.patientMariam),
    packageId: {
      _id: massage._id,
      type: massage.type,
      buyQuantity: massage.buyQuantity,
      getQuantity: massage.getQuantity,
      points: massage.points,
      title: massage.title,
    },
    createdAt: '2026-11-18T10:05:00+04:00',
  },
];
export const storyPromoCodes = pendingRedemptions.map(toVendorPromoCodeRow);
