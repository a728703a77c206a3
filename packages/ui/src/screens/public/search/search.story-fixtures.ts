import { type LookupOption, toDoctorSearchCard, toHospitalSearchCard, toLookupOptions } from '@aafiya/api-client';
import { catalogues, hospitals, staff } from '@aafiya/api-client/mocks';
import type { components } from '@aafiya/api-client';

// Data of the home and search stories (not exported from the package): the
// mocks' hospitals and doctors, and lookups long enough for the "first 5
// matches" of the searchable filters.

type Lookup = components['schemas']['Lookup'];
type Locale = 'en' | 'ar';

const lookup = (_id: string, name_en: string, name_ar: string): Lookup => ({ _id, name_en, name_ar });

/** Seven insurances: the filter shows 5 of them. */
export const insuranceLookups: Lookup[] = [
  ...catalogues.insuranceLookups,
  lookup('ins-axa', 'AXA Gulf', 'أكسا الخليج'),
  lookup('ins-oman', 'Oman Insurance', 'عمان للتأمين'),
  lookup('ins-metlife', 'MetLife', 'ميتلايف'),
];

/** Seven languages. */
export const languageLookups: Lookup[] = [
  ...catalogues.languages,
  lookup('lang-fr', 'French', 'الفرنسية'),
  lookup('lang-tl', 'Tagalog', 'التاغالوغية'),
  lookup('lang-fa', 'Farsi', 'الفارسية'),
];

export const specialityLookups: Lookup[] = catalogues.specialities.map(({ _id, name_en, name_ar }) => ({
  _id,
  name_en,
  name_ar,
}));

export function hospitalOptions(locale: Locale = 'en') {
  return {
    insurances: toLookupOptions(insuranceLookups, locale),
    specialities: toLookupOptions(specialityLookups, locale),
    addons: toLookupOptions(catalogues.addons, locale),
  };
}

export function doctorOptions(locale: Locale = 'en') {
  return {
    specialities: toLookupOptions(specialityLookups, locale),
    languages: toLookupOptions(languageLookups, locale),
    nationalities: toLookupOptions(catalogues.countries, locale),
    genders: toLookupOptions(catalogues.genders, locale),
  };
}

export const specialityOptions = (locale: Locale = 'en'): LookupOption[] => toLookupOptions(specialityLookups, locale);

/** The mocks' three hospitals. Marina Care takes Daman, Sukoon and ADNIC; Al Reem takes Daman and Thiqa. */
export const hospitalRecords = hospitals.hospitals;
export const hospitalCards = hospitalRecords.map(toHospitalSearchCard);

/** The patient holds Thiqa: Al Reem Specialty Clinic shares it. */
export const patientInsurances = [catalogues.thiqa._id];

/** A doctor with four specialities: two chips and '+2'. */
export const drLaylaWide: components['schemas']['Doctor'] = {
  ...staff.drLayla,
  specialityId: [catalogues.dermatology, catalogues.dentistry, catalogues.paediatrics, catalogues.orthopaedics].map(
    ({ _id, name_en, name_ar }) => ({ _id, name_en, name_ar }),
  ),
};
export const doctorRecords = [staff.drAhmed, staff.drFatima, staff.drRajesh, drLaylaWide];
export const doctorCards = (locale: Locale = 'en') => doctorRecords.map((doctor) => toDoctorSearchCard(doctor, locale));
