import { describe, expect, it } from 'vitest';
import { hospitals } from '../../mocks/fixtures';
import { galleryImageId, toHospitalProfile, toHospitalUpdateBody } from './hospital-profile';

const { marinaCare } = hospitals;

describe('hospital profile', () => {
  it('maps the hospital to what the three tabs show', () => {
    const profile = toHospitalProfile(marinaCare);
    expect(profile).toMatchObject({
      id: 'hsp-marina-care',
      name: 'Marina Care Hospital',
      type: 'HOSPITAL',
      tradeLicenseNo: '1048213',
      phoneNo: '+971-50 412 7788',
      location: { lat: 25.0805, lng: 55.1403 },
      openingTime: '08:00',
      closingTime: '22:00',
      rating: 4.6,
      pcrdpi: true,
    });
    expect(profile.gallery).toEqual([
      { id: 'marina-care-lobby.jpg', url: '/files/hospitals/marina-care-lobby.jpg' },
      { id: 'marina-care-ward.jpg', url: '/files/hospitals/marina-care-ward.jpg' },
    ]);
    expect(profile.services.map((s) => s.label)).toEqual(['Pharmacy', 'Free Parking', '24/7 Emergency']);
    expect(toHospitalProfile(marinaCare, 'ar').services[0]).toEqual({ value: 'addon-pharmacy', label: 'صيدلية' });
  });

  it('reads missing values as empty, and a lower-case type', () => {
    const profile = toHospitalProfile({
      _id: 'h1',
      name: ' Bare Clinic ',
      type: 'hospital' as 'HOSPITAL',
    });
    expect(profile).toMatchObject({
      name: 'Bare Clinic',
      type: 'HOSPITAL',
      location: null,
      openingTime: null,
      closingTime: null,
      rating: null,
      gallery: [],
      services: [],
      about: '',
    });
  });

  it('takes the image id from the file-name part of the URL', () => {
    expect(galleryImageId('/api/files/0123abcd.png')).toBe('0123abcd.png');
    expect(galleryImageId('https://cdn.example/a/b/c.jpg?v=2')).toBe('c.jpg');
  });

  it('builds the body of each update form', () => {
    expect(
      toHospitalUpdateBody({
        form: 'profile',
        input: {
          name: ' Marina ',
          openingTime: '08:00',
          closingTime: '20:30',
          about: ' About ',
          type: 'CLINIC',
          serviceIds: ['addon-pharmacy'],
          insuranceIds: [],
        },
      }),
    ).toEqual({
      name: 'Marina',
      openingTime: '08:00',
      closingTime: '20:30',
      about: 'About',
      type: 'CLINIC',
      services: ['addon-pharmacy'],
      insurances: [],
    });
    const account = {
      name: 'Marina',
      tradeLicenseNo: '1048213',
      address: 'Dubai Marina',
      email: 'contact@marinacare.ae',
      phoneNo: '+971-50 412 7788',
      password: '',
      confirmPassword: '',
    };
    // No password entered: none is sent, so the current one stays.
    expect(toHospitalUpdateBody({ form: 'account', input: account })).not.toHaveProperty('password');
    expect(
      toHospitalUpdateBody({
        form: 'account',
        input: { ...account, password: 'New@12345', confirmPassword: 'New@12345' },
      }),
    ).toMatchObject({ password: 'New@12345', confirmPassword: 'New@12345' });
    expect(
      toHospitalUpdateBody({ form: 'location', input: { name: 'Marina', point: { lat: 25.1, lng: 55.2 } } }),
    ).toEqual({ name: 'Marina', location: { type: 'Point', coordinates: [25.1, 55.2] } });
  });
});
