import { toClaimedOfferRow } from '@aafiya/api-client';
import { type FixtureSchema, hospitals, offers, patients } from '@aafiya/api-client/mocks';

type Reward = FixtureSchema<'Reward'>;

/** Story data of the Claimed Offers page. Not exported from the package. */
export const storyTimeZone = 'Asia/Dubai';

const reward = (
  id: string,
  createdAt: string,
  patient: FixtureSchema<'Patient'>,
  offer: FixtureSchema<'Package'>,
  voucherCode: string,
): Reward => ({
  _id: id,
  createdAt,
  status: 'PENDING',
  patientId: patients.patientRef(patient),
  packageId: { _id: offer._id, title: offer.title, points: offer.points, voucherCode },
  hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
});

/** Claimed offers, newest first (times in UTC: 18:12 in Dubai is 14:12Z). */
export const storyRewards: Reward[] = [
  reward('reward-1', '2026-11-19T14:12:00Z', patients.patientYousef, offers.packageCheckup, 'MARINA20'),
  reward('reward-2', '2026-11-15T05:45:00Z', patients.patientMariam, offers.packageCheckup, 'MARINA20'),
  reward('reward-3', '2026-11-02T20:30:00Z', patients.patientPriya, offers.packageCheckup, 'MARINA20'),
];

export const storyRows = storyRewards.map(toClaimedOfferRow);

/** Arabic names on the rows. */
export const arabicRows = storyRows.map((row, index) => ({
  ...row,
  patientName: ['يوسف الحمادي', 'مريم الكعبي', 'بريا مينون'][index] ?? row.patientName,
  offerName: 'باقة فحص القلب الشامل',
}));
