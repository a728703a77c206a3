import { describe, expect, it } from 'vitest';
import { publicPages } from '../../mocks/fixtures';
import { toHospitalDetails } from './hospital-details';

describe('hospital page', () => {
  it('maps the hospital, its doctors and the providers of each service, named in the reader language', () => {
    const page = toHospitalDetails(publicPages.marinaCarePage, 'ar');
    expect(page).toMatchObject({
      id: 'hsp-marina-care',
      name: 'Marina Care Hospital',
      rating: 4.5,
      location: { lat: 25.0805, lng: 55.1403 },
      openingTime: '08:00',
      closingTime: '22:00',
    });
    expect(page.images).toHaveLength(4);
    expect(page.addons).toEqual(['صيدلية', 'مواقف مجانية', expect.any(String)]);
    expect(page.doctors[2]).toMatchObject({ name: 'Salem Al Nuaimi', rating: 4.5 });
    expect(page.doctors[2]?.specialities).toEqual(['أمراض القلب', 'طب الأطفال', 'الأمراض الجلدية']);
    const [checkup, vaccination, , nutrition] = page.services;
    expect(checkup?.providers.map(({ role, name, specialities }) => [role, name, specialities.length])).toEqual([
      ['DOCTOR', 'Salem Al Nuaimi', 3],
      ['DOCTOR', 'Ahmed Al Mansoori', 1],
      ['NURSE', 'Maria Santos', 1],
      ['TECHNICIAN', 'Omar Farouk', 1],
    ]);
    expect(checkup).toMatchObject({ price: 650, isFree: false, coveredByInsurance: true });
    expect(vaccination).toMatchObject({ isFree: true, price: null });
    expect(nutrition).toMatchObject({ isFree: false, price: null, providers: [] });
  });

  it('leaves out what a hospital has not set', () => {
    const page = toHospitalDetails(publicPages.bareClinicPage);
    expect(page).toMatchObject({
      rating: null,
      location: null,
      openingTime: null,
      closingTime: null,
      images: [],
      addons: [],
      doctors: [],
      services: [],
    });
    expect(page).not.toHaveProperty('image');
  });
});
