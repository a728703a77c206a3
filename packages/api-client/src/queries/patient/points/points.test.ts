import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../client/create-api-client';
import { auth, vendors } from '../../../mocks/fixtures';
import { createHandlers } from '../../../mocks/handlers';
import { createMemoryStorage, createSession } from '../../../session';
import { claimOffer, toClaimedOffer } from './claim-offer';
import { toPointsAward, verifyHospitalCode } from './visit-code';

describe('patient points', () => {
  it("takes the server's balance after a verified code, else adds the award to the balance before", () => {
    expect(toPointsAward({ points: 20, totalPoints: 140 }, 0)).toEqual({ awarded: 20, balance: 140 });
    expect(toPointsAward({ points: 20 }, 35)).toEqual({ awarded: 20, balance: 55 });
  });

  it('maps a claim to its own promo code, its cost and whose offer it was', () => {
    const reward = {
      _id: 'rwd-1',
      createdAt: '2026-11-28T10:00:00.000Z',
      status: 'PENDING',
      voucherCode: 'K7Q2M9XA',
      packageId: { _id: 'pkg-yoga', title: ' Yoga – 20 % Off ', points: 60, voucherCode: 'YOGA20' },
      vendorId: { _id: vendors.vendorWellnessHub._id, firstName: 'Omar', lastName: 'Al Suwaidi' },
    };
    expect(toClaimedOffer(reward)).toEqual({
      id: 'rwd-1',
      promoCode: 'K7Q2M9XA',
      status: 'PENDING',
      offerId: 'pkg-yoga',
      offerTitle: 'Yoga – 20 % Off',
      points: 60,
      claimedAt: '2026-11-28T10:00:00.000Z',
      from: 'Omar Al Suwaidi',
    });
    const fromHospital = toClaimedOffer({
      _id: 'rwd-2',
      createdAt: '2026-11-28T11:00:00.000Z',
      hospitalId: { _id: 'hsp-marina-care', name: 'Marina Care Hospital' },
    });
    expect(fromHospital).toMatchObject({ promoCode: '', status: 'PENDING', points: 0, from: 'Marina Care Hospital' });
  });
});

describe('patient points calls', () => {
  const BASE = 'http://mock.test/api';
  const server = setupServer(...createHandlers({ baseUrl: BASE }));
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
  });

  function patientApi(points: number) {
    const user = { ...auth.patientUser, points };
    const storage = createMemoryStorage({ token: 't', role: 'PATIENT', user: JSON.stringify(user) });
    return createApiClient({ baseUrl: BASE, session: createSession(storage) });
  }

  it('a verified code and a claim change the stored balance', async () => {
    const api = patientApi(50);
    const input = { slotId: 'slot-1', code: ' mc-4821 ', patientId: auth.patientUser.referenceId };
    const award = await verifyHospitalCode(api, input);
    expect(award).toEqual({ awarded: 20, balance: 140 });
    expect(api.session.getUser()?.points).toBe(award.balance);
    api.session.setUser({ ...auth.patientUser, points: 50 });
    const { claim, balance } = await claimOffer(api, 'pkg-yoga');
    expect(balance).toBe(Math.max(0, 50 - claim.points));
    expect(api.session.getUser()?.points).toBe(balance);
  });
});
