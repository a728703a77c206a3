// Story data of the vendor's screens (stories only; not exported from the package).
import { toOffer } from '@aafiya/api-client';
import { catalogues, offers, vendors } from '@aafiya/api-client/mocks';

type ApiOffer = (typeof offers.packages)[number];

/** The signed-in vendor of the connected stories (Wellness Hub): its id is the session's referenceId. */
export const vendorSession = { token: 'story-token', role: 'VENDOR', referenceId: vendors.vendorWellnessHub._id };

/** Wellness Hub's packages: the fixture's percentage one and a buy-some-get-some one of its own. */
export const wellnessPackages: ApiOffer[] = [
  offers.packageYoga,
  {
    ...offers.packageWhitening,
    _id: 'pkg-wellness-massage',
    title: 'Sports Massage – Buy 2 Get 1',
    buyQuantity: 2,
    getQuantity: 1,
    points: 120,
    category_id: {
      _id: catalogues.wellness._id,
      name_en: catalogues.wellness.name_en,
      name_ar: catalogues.wellness.name_ar,
    },
    images: ['/files/packages/massage.jpg'],
    voucherCode: 'MASSAGE2PLUS1',
    subscribedCount: 5,
    vendorId: vendors.vendorWellnessHub._id,
  },
];
export const storyPackages = wellnessPackages.map((pkg) => toOffer(pkg));
