import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../client/form-data';
import { catalogues, vendors } from '../../../mocks/fixtures';
import {
  toCatalogueItem,
  toInsurance,
  toPackageCategory,
  toSpeciality,
  toSpecialityBody,
  toVendor,
  toVendorBody,
  toVendorInput,
} from './catalogue-views';

describe('catalogue view models', () => {
  it('maps every catalogue with both names', () => {
    expect(toSpeciality(catalogues.cardiology)).toEqual({
      id: 'spec-cardiology',
      nameEn: 'Cardiology',
      nameAr: 'أمراض القلب',
      tags: 'heart,cardio',
      order: 1,
      logo: '/files/specialities/cardiology.png',
    });
    expect(toSpeciality({ _id: 's', name_en: 'A', name_ar: 'ب' })).toEqual({
      id: 's',
      nameEn: 'A',
      nameAr: 'ب',
      tags: '',
      order: null,
    });
    expect(toInsurance(catalogues.daman)).toMatchObject({
      logo: '/files/insurances/daman.png',
      tags: 'daman,national health',
    });
    expect(toPackageCategory({ _id: 'p', name_en: 'Spa' })).toEqual({ id: 'p', nameEn: 'Spa', nameAr: '' });
    expect(toCatalogueItem(catalogues.pharmacy)).toEqual({
      id: 'addon-pharmacy',
      nameEn: 'Pharmacy',
      nameAr: 'صيدلية',
    });
  });

  it('maps a vendor and back to its form', () => {
    const vendor = toVendor(vendors.vendorSmileDental);
    expect(vendor).toMatchObject({ branchName: 'Smile Dental Lounge – Al Khan', phoneNo: '+971-56 318 4470' });
    expect(vendor).not.toHaveProperty('image');
    expect(toVendorBody({ ...toVendorInput(vendor), firstName: ' Huda ', about: '  ' })).toEqual({
      firstName: 'Huda',
      lastName: 'Al Zaabi',
      branch_name: 'Smile Dental Lounge – Al Khan',
      email: 'huda@smiledental.ae',
      address: 'Al Khan Street, Al Khan, Sharjah',
      phoneNo: '+971-56 318 4470',
    });
  });

  it('sends a speciality as multipart, the image only when one was chosen', () => {
    const kept = toFormData(toSpecialityBody({ nameEn: ' ENT ', nameAr: 'أنف', tags: 'ear', order: 7, image: null }));
    expect([...kept.keys()]).toEqual(['name_en', 'name_ar', 'tags', 'order']);
    expect(kept.get('name_en')).toBe('ENT');
    expect(kept.get('order')).toBe('7');
    const image = new File(['x'], 'logo.png', { type: 'image/png' });
    expect(
      toFormData(toSpecialityBody({ nameEn: 'ENT', nameAr: 'أنف', tags: 'ear', order: 7, image })).get('image'),
    ).toBeInstanceOf(File);
  });
});
