// An in-memory API for the Offers view's connected stories (stories only; not exported from the package).
import { type FixtureSchema, mockUrl, offers, patients, readMockJson, vendors } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

type Reward = FixtureSchema<'Reward'>;

/** The story patient's balance: the check-up (200) and the whitening (150) are within it, the yoga month (300) not. */
export const STORY_BALANCE = 250;

/** The patient's stored session with that balance (withApi). */
export const offersStorage = {
  token: 'story-token',
  role: 'PATIENT',
  referenceId: patients.patientMariam._id,
  user: JSON.stringify({
    role: 'PATIENT',
    firstName: patients.patientMariam.firstName,
    lastName: patients.patientMariam.lastName,
    points: STORY_BALANCE,
  }),
};

/** The promo code the server gives a new claim. */
export const NEW_PROMO_CODE = 'SMILE-7Q4K';

/** Her one earlier claim (the check-up at Marina Care, redeemed), with its own promo code. */
export const storyClaims = (): Reward[] =>
  offers.rewards
    .filter((reward) => reward._id === 'reward-mariam-checkup')
    .map((reward) => ({ ...reward, voucherCode: 'MC-CHK-81ZD' }));

/**
 * `GET /packages` (the fixtures' active offers), `POST /rewards` (recorded; `refuse(message)` makes it answer 400
 * with that message) and `GET /rewards/patient/{id}` (her claims, the new one first). `reset()` in `beforeEach`.
 */
export function createOffersServer() {
  let claims = storyClaims();
  let refusal: string | null = null;
  const posted: unknown[] = [];
  const handlers: HttpHandler[] = [
    http.get(mockUrl('/packages'), () => HttpResponse.json({ data: offers.activeOffers })),
    http.get(mockUrl('/rewards/patient/{patientId}'), () => HttpResponse.json({ data: claims })),
    http.post(mockUrl('/rewards'), async ({ request }) => {
      const body = await readMockJson(request);
      posted.push(body);
      if (refusal !== null) return HttpResponse.json({ message: refusal }, { status: 400 });
      const packageId = typeof body === 'object' && body !== null && 'packageId' in body ? String(body.packageId) : '';
      const offer = offers.activeOffers.find((item) => item._id === packageId) ?? offers.packageWhitening;
      const reward: Reward = {
        _id: `reward-${packageId}`,
        createdAt: '2026-11-29T10:00:00+04:00',
        status: 'PENDING',
        voucherCode: NEW_PROMO_CODE,
        patientId: patients.patientRef(patients.patientMariam),
        packageId: { _id: offer._id, title: offer.title, points: offer.points, voucherCode: offer.voucherCode },
        vendorId: {
          _id: vendors.vendorSmileDental._id,
          firstName: vendors.vendorSmileDental.firstName,
          lastName: vendors.vendorSmileDental.lastName,
        },
      };
      claims = [reward, ...claims];
      return HttpResponse.json({ data: reward }, { status: 201 });
    }),
  ];
  return {
    handlers,
    posted,
    refuse: (message: string) => {
      refusal = message;
    },
    reset: () => {
      claims = storyClaims();
      refusal = null;
      posted.length = 0;
    },
  };
}
