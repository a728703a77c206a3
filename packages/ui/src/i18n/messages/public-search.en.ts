import type { Catalog } from './messages';

/**
 * Texts of the public home page and the hospital and doctor searches (002 "Public header and footer", "Hospital
 * search page", "Doctor search page", #24), English: the specification's wording where it gives one ('enter area',
 * 'enter specialist', 'book appointment', 'Dr.', 'Search Not Found'); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/public-search.ar.ts has the Arabic).
 */
export default {
  // Home: hero, search block, speciality finder, app download
  heroTitle: 'Find the right care, near you', // (ours)
  heroText: 'Search hospitals, clinics and doctors across the UAE and book an appointment in minutes.', // (ours)
  searchFor: 'Search for', // (ours)
  tabHospital: 'Hospital', // (ours)
  tabDoctor: 'Doctor', // (ours)
  findBySpeciality: 'Find a doctor by speciality', // (ours)
  appTitle: 'Get the Aafiya app', // (ours)
  appText: 'Book, follow your appointments and collect your points on your phone.', // (ours)
  appStore: 'Download on the App Store', // (ours)
  playStore: 'Get it on Google Play', // (ours)

  // Both searches
  search: 'Search', // (ours)
  enterArea: 'enter area',
  enterSpecialist: 'enter specialist',
  searchHospitals: 'Search hospitals', // (ours)
  searchDoctors: 'Search doctors', // (ours)
  filters: 'Filters', // (ours)
  filtersCount_zero: 'Filters', // (ours)
  filtersCount_one: 'Filters ({{count}})', // (ours)
  filtersCount_two: 'Filters ({{count}})', // (ours)
  filtersCount_few: 'Filters ({{count}})', // (ours)
  filtersCount_many: 'Filters ({{count}})', // (ours)
  filtersCount_other: 'Filters ({{count}})', // (ours)
  showResults: 'Show results', // (ours)
  reset: 'Reset', // (ours)
  searchFilter: 'Search {{filter}}', // (ours)
  searchFilterPlaceholder: 'Search', // (ours)
  noMatches: 'No matches', // (ours)
  searchNotFound: 'Search Not Found',
  searchFailed: 'The search could not be run. Please try again.', // (ours)
  retry: 'Try again', // (ours)
  hospitalType: 'Hospital type', // (ours)
  typeHospital: 'Hospital', // (ours)
  typeClinic: 'Clinic', // (ours)
  speciality: 'Speciality', // (ours)

  // Hospital search
  hospitalsTitle: 'Hospitals', // (ours)
  insurance: 'Insurance', // (ours)
  addons: 'Add-ons', // (ours)
  hospitalCount_zero: 'No hospitals', // (ours)
  hospitalCount_one: '{{count}} hospital', // (ours)
  hospitalCount_two: '{{count}} hospitals', // (ours)
  hospitalCount_few: '{{count}} hospitals', // (ours)
  hospitalCount_many: '{{count}} hospitals', // (ours)
  hospitalCount_other: '{{count}} hospitals', // (ours)
  acceptsYourInsurance: 'Accepts your insurance', // (ours)

  // Doctor search
  doctorsTitle: 'Doctors', // (ours)
  language: 'Language', // (ours)
  nationality: 'Nationality', // (ours)
  gender: 'Gender', // (ours)
  doctorCount_zero: 'No doctors', // (ours)
  doctorCount_one: '{{count}} doctor', // (ours)
  doctorCount_two: '{{count}} doctors', // (ours)
  doctorCount_few: '{{count}} doctors', // (ours)
  doctorCount_many: '{{count}} doctors', // (ours)
  doctorCount_other: '{{count}} doctors', // (ours)
  doctorName: 'Dr. {{firstName}} {{lastName}}',
  specialities: 'Specialities', // (ours)
  moreSpecialities: 'and {{names}}', // (ours)
  bookAppointment: 'book appointment',
  bookAppointmentWith: 'book appointment with {{name}}', // (ours)
} satisfies Catalog;
