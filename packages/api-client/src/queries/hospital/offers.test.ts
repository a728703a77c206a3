import { describe, expect, it } from 'vitest';
import { toFormData } from '../../client/form-data';
import { catalogues, offers } from '../../mocks/fixtures';
import { type OfferInput, toOffer, toOfferBody, toOfferInput, toPackageCategoryOptions } from './offers';

describe('offer view model', () => {
  it('maps a percentage offer', () => {
    expect(toOffer(offers.packageCheckup)).toEqual({
      id: 'pkg-full-checkup',
      title: 'Full Body Check-up – 20% off',
      type: 'ON_PERCENTAGE',
      points: 200,
      off: 20,
      buyQuantity: null,
      getQuantity: null,
      categoryId: catalogues.checkups._id,
      categoryName: 'Health Check-ups',
      about: 'Blood tests, ECG and a doctor review at Marina Care Hospital.',
      termsAndConditions: 'Valid until 31 March 2027. Book 48 hours ahead. Not combined with other offers.',
      image: '/files/packages/full-checkup.jpg',
      voucherCode: 'MARINA20',
      subscribedCount: 34,
    });
  });

  it('maps a buy-some-get-some offer, with the category in Arabic', () => {
    const offer = toOffer({ ...offers.packageWhitening, off: 5 }, 'ar');
    expect(offer).toMatchObject({ type: 'BUY_SOME_GET_SOME', buyQuantity: 1, getQuantity: 1, off: null });
    expect(offer.categoryName).toBe('العناية بالأسنان');
    expect(toOffer({ _id: 'p', title: 'T', type: 'ON_PERCENTAGE', points: 0 })).toMatchObject({
      off: null,
      categoryName: '',
      voucherCode: '',
      subscribedCount: 0,
    });
  });

  it('maps categories to options', () => {
    expect(toPackageCategoryOptions([catalogues.checkups], 'ar')).toEqual([
      { value: catalogues.checkups._id, label: 'الفحوصات الصحية' },
    ]);
  });
});

describe('offer bodies', () => {
  const input: OfferInput = {
    title: ' Eye test ',
    type: 'ON_PERCENTAGE',
    categoryId: 'cat-1',
    points: 100,
    off: 15,
    buyQuantity: 2,
    getQuantity: 1,
    termsAndConditions: ' Weekdays only ',
    about: '',
    image: null,
  };

  it('sends only the fields of the offer type', () => {
    expect(toOfferBody(input, { kind: 'hospital', id: 'hospital-1' })).toEqual({
      type: 'ON_PERCENTAGE',
      title: 'Eye test',
      category_id: 'cat-1',
      points: 100,
      hospitalId: 'hospital-1',
      off: 15,
      termsAndConditions: 'Weekdays only',
      about: '',
    });
    const form = toFormData(toOfferBody({ ...input, type: 'BUY_SOME_GET_SOME' }, { kind: 'vendor', id: 'vnd-1' }));
    expect(form.get('vendorId')).toBe('vnd-1');
    expect(form.has('hospitalId')).toBe(false);
    expect(form.get('buyQuantity')).toBe('2');
    expect(form.get('getQuantity')).toBe('1');
    expect(form.has('off')).toBe(false);
  });

  it('sends the cropped picture as a file part', () => {
    const image = new File(['x'], 'offer.jpg', { type: 'image/jpeg' });
    const form = toFormData(toOfferBody({ ...input, image }));
    expect(form.get('image')).toBeInstanceOf(File);
  });

  it('gives the modal the offer back', () => {
    expect(toOfferInput(toOffer(offers.packageWhitening))).toMatchObject({
      type: 'BUY_SOME_GET_SOME',
      buyQuantity: 1,
      getQuantity: 1,
      off: null,
      categoryId: catalogues.dentalCare._id,
      image: null,
    });
  });
});
