import { describe, expect, it } from 'vitest';
import { offers } from '../../mocks/fixtures';
import { toVendorPromoCodeRow } from './promo-codes';

describe('vendor promo code rows', () => {
  it('maps a pending redemption: patient, package title and terms, the claim’s own code, points', () => {
    const [yoga] = offers.vendorRedemptions;
    if (!yoga) throw new Error('fixtures: no redemption');
    expect(toVendorPromoCodeRow(yoga)).toEqual({
      id: 'redeem-yousef-yoga',
      patientName: 'Yousef Al Hammadi',
      offerTitle: 'One Month of Yoga – 30% off',
      offer: { type: 'ON_PERCENTAGE', off: 30, buyQuantity: null, getQuantity: null },
      promoCode: 'WELLNESS30',
      points: 300,
    });
  });

  it('keeps only the terms of the package’s type, and copes with a bare answer', () => {
    const row = toVendorPromoCodeRow({
      _id: 'r',
      status: 'PENDING',
      packageId: { _id: 'p', type: 'BUY_SOME_GET_SOME', buyQuantity: 2, getQuantity: 1, off: 5 },
    });
    expect(row.offer).toEqual({ type: 'BUY_SOME_GET_SOME', off: null, buyQuantity: 2, getQuantity: 1 });
    expect(toVendorPromoCodeRow({ _id: 'r', status: 'PENDING' })).toMatchObject({
      patientName: '',
      offerTitle: '',
      offer: null,
      promoCode: '',
      points: null,
    });
  });
});
