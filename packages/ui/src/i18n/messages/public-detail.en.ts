import type { Catalog } from './messages';

/**
 * Texts of the public hospital and doctor pages (002 "Hospital detail", "Doctor detail", #24), English: the
 * specification's wording where it gives one ('About the Hospital', 'open now', 'Free Service', 'Price: {price} AED',
 * 'Contact for pricing', 'Covered by Insurance', 'Book Now', 'No Providers Available', 'No services available at
 * this time.', 'Problem while getting the hospital', 'Problem while getting doctors', 'Dr.', 'book appointment');
 * the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/public-detail.ar.ts has the Arabic).
 */
export default {
  // Breadcrumb (002: home, hospital, name)
  home: 'Home', // (ours)
  hospitals: 'Hospitals', // (ours)
  doctors: 'Doctors', // (ours)

  // States of the hospital page
  hospitalLoading: 'Loading the hospital', // (ours)
  hospitalFailed: 'Problem while getting the hospital',
  hospitalNotFound: 'This hospital could not be found.', // (ours)
  notFoundHint: 'It may have been removed, or the link may be wrong.', // (ours)
  backToHospitals: 'Back to hospitals', // (ours)
  retry: 'Try again', // (ours)

  // The hospital's summary
  ratingValue: '{{rating}} out of 5', // (ours)
  notRated: 'Not rated yet', // (ours)
  openNow: 'open now',
  openUntil: 'until {{time}}', // (ours)
  closedNow: 'Closed now, opens at {{time}}', // (ours)
  picturesLabel: 'Pictures of {{name}}', // (ours)
  pictureAlt: '{{name}}, picture {{number}}', // (ours)
  noPicture: 'No picture yet', // (ours)
  mapLabel: 'Map of {{name}}', // (ours)

  // Get directions (002: a modal with a driving-route map from the user's geolocation)
  getDirections: 'Get directions', // (ours)
  directionsTitle: 'Directions to {{name}}', // (ours)
  directionsDescription: 'The route from where you are now to the hospital.', // (ours)
  locating: 'Finding your location…', // (ours)
  locationRefused:
    'Your location was not shared, so the route cannot be drawn. Allow location access for this site in your browser, then try again.', // (ours)
  locationUnavailable: 'Your location could not be found. Check that location is turned on, then try again.', // (ours)
  noRouteService:
    'No route service is set up on this site, so the map joins you and the hospital with a straight line. Open the directions in a maps site for the driving route.', // (ours)
  yourLocation: 'You', // (ours)

  // Tabs
  overview: 'Overview',
  doctorsTab: 'Doctors',
  addons: 'Addons',
  services: 'Services',
  aboutHospital: 'About the Hospital',
  noAbout: 'No description yet.', // (ours)
  noDoctors: 'No doctors yet.', // (ours)
  noAddons: 'No add-on services yet.', // (ours)

  // Doctors and providers
  doctorName: 'Dr. {{name}}',
  moreSpecialities: '+{{count}}',
  moreSpecialitiesLabel: 'and {{count}} more', // (ours)
  bookAppointment: 'book appointment',
  bookWith: 'with Dr. {{name}}', // (ours)

  // Services tab
  freeService: 'Free Service',
  price: 'Price: {{price}} AED',
  contactForPricing: 'Contact for pricing',
  coveredByInsurance: 'Covered by Insurance',
  bookNow: 'Book Now',
  noServices: 'No services available at this time.',
  pickerTitle: 'Choose who you would like to see', // (ours)
  pickerDescription: 'Providers of {{service}}', // (ours)
  noProviders: 'No Providers Available',
  roleDoctor: 'Doctor', // (ours)
  roleNurse: 'Nurse', // (ours)
  roleTechnician: 'Technician', // (ours)

  // The doctor page
  doctorLoading: 'Loading the doctor', // (ours)
  doctorFailed: 'Problem while getting doctors',
  doctorNotFound: 'This doctor could not be found.', // (ours)
  backToDoctors: 'Back to doctors', // (ours)
  doctorPhoto: 'Photo of Dr. {{name}}', // (ours)
  specialities: 'Specialities', // (ours)
  hospital: 'Hospital', // (ours)
  about: 'About', // (ours)
  noAboutDoctor: 'No description yet.', // (ours)
  experience: 'Experience', // (ours)
  experienceYears_zero: '{{count}} years', // (ours)
  experienceYears_one: '{{count}} year', // (ours)
  experienceYears_two: '{{count}} years', // (ours)
  experienceYears_few: '{{count}} years', // (ours)
  experienceYears_many: '{{count}} years', // (ours)
  experienceYears_other: '{{count}} years', // (ours)
} satisfies Catalog;
