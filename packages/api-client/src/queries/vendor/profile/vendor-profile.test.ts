import { describe, expect, it } from 'vitest';
import { vendors } from '../../../mocks/fixtures';
import { toVendorAccountBody, toVendorLocationBody } from './vendor-profile-mutations';
import { toVendorProfile, vendorGalleryImageId } from './vendor-profile';

describe('vendor profile', () => {
  it('maps the vendor to the account person, its gallery (ids without extension) and its point', () => {
    expect(toVendorProfile(vendors.vendorWellnessHub)).toEqual({
      id: 'vnd-wellness-hub',
      firstName: 'Omar',
      lastName: 'Al Suwaidi',
      name: 'Omar Al Suwaidi',
      email: 'omar@wellnesshub.ae',
      mobile: '+971-50 661 2290',
      image: '/files/vendors/wellness-hub.jpg',
      branchName: 'Wellness Hub – Dubai Marina',
      about: 'Gym, spa and physiotherapy studio. Aafiya patients redeem points for sessions.',
      gallery: [
        { id: 'wellness-hub-gym', url: '/files/vendors/wellness-hub-gym.jpg' },
        { id: 'wellness-hub-spa', url: '/files/vendors/wellness-hub-spa.jpg' },
      ],
      location: { lat: 25.0771, lng: 55.1396 },
    });
    const bare = toVendorProfile({ _id: 'v1', firstName: 'A', lastName: 'B', email: 'a@b.ae' });
    expect(bare).toMatchObject({ mobile: '', gallery: [], location: null });
    expect(bare).not.toHaveProperty('image');
    expect(vendorGalleryImageId('/files/vendors/abc.def.png?v=2')).toBe('abc.def');
    expect(vendorGalleryImageId('/files/vendors/plain')).toBe('plain');
  });

  it('sends the password only when one was typed, and the location latitude first', () => {
    const form = {
      firstName: 'Omar',
      lastName: 'Al Suwaidi',
      email: 'omar@wellnesshub.ae',
      mobile: '+971-50 661 2290',
      password: '',
      confirmPassword: '',
    };
    expect(toVendorAccountBody(form)).toEqual({
      firstName: 'Omar',
      lastName: 'Al Suwaidi',
      email: 'omar@wellnesshub.ae',
      phoneNo: '+971-50 661 2290',
    });
    expect(toVendorAccountBody({ ...form, password: 'n3w-Secret', confirmPassword: 'n3w-Secret' })).toMatchObject({
      password: 'n3w-Secret',
      confirmPassword: 'n3w-Secret',
    });
    expect(toVendorLocationBody({ lat: 25.1, lng: 55.2 })).toEqual({
      location: { type: 'Point', coordinates: [25.1, 55.2] },
    });
  });
});
