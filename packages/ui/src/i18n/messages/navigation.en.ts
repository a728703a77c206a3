import type { Catalog } from './messages';

/**
 * Texts of the sites' navigation: the sidebar entries of every role area
 * (English: the specification's menu names, where it gives them), the public
 * header and footer, the area home and the page-not-found screen.
 *
 * English (loaded alone: messages/navigation.ar.ts has the Arabic).
 */
export default {
  // Hospital sidebar (000, section 2.4), word for word.
  dashboard: 'Dashboard',
  services: 'Services',
  doctors: 'Doctors',
  nurse: 'Nurse',
  laboratory: 'Laboratory',
  receptionist: 'Receptionist',
  patient: 'Patient',
  promos: 'Promos',
  patientPromoCode: 'Patient Promo Code',
  appointments: 'Appointments',
  labReports: 'Laboratory Reports', // (000 §2.5 screen name; the sidebar entry is ours)
  offers: 'Offers',
  claimedOffers: 'Claimed Offers',
  pcrTest: 'PCR Test',
  pcrVaccination: 'PCR Vaccination',
  // Clinical areas (001, section 2): the routes' screen names; the menus are not shown.
  calendar: 'Calendar',
  labResults: 'Lab Results',
  mySchedule: 'My Schedule',
  doctorSchedule: 'Doctor Schedule',
  labRequests: 'Lab Requests',
  labResultRecords: 'Lab Result Records',
  dispensedPrescriptions: 'Dispensed Prescriptions', // (ours, #21: the pharmacy's home)
  branches: 'Branches',
  branchDetails: 'Branch Details',
  scanQrPrescription: 'Scan QR Prescription',
  // Admin menu (002, "Admin area"), word for word.
  specialities: 'Specialities',
  insurances: 'Insurances',
  packageCategory: 'Package Category',
  vendors: 'Vendors',
  addons: 'Addons',
  approveHospitals: 'Approve Hospitals',
  clinics: 'Clinics',
  pcr: 'PCR',
  expenses: 'Expenses',
  allExpenses: 'All Expenses',
  // Vendor menu (002, "Vendor area").
  promoCodes: 'Promo Codes',
  profile: 'Profile',
  // Public header and footer (002, "Public header and footer").
  siteNavigation: 'Site navigation',
  footerNavigation: 'Legal',
  home: 'Home',
  hospitals: 'Hospitals',
  findDoctors: 'Doctors',
  login: 'Login',
  register: 'Register',
  logout: 'Logout',
  myArea: 'My Dashboard',
  termsOfUse: 'Terms Of Use',
  privacyPolicy: 'Privacy Policy',
  language: 'Language',
  english: 'English',
  arabic: 'العربية',
  footerTagline: 'Healthcare booking across the United Arab Emirates.',
  copyright: '© {{year}} Aafiya. All rights reserved.',
  // Area home.
  welcomeName: 'Welcome, {{firstName}}',
  welcomeGuest: 'Welcome to Aafiya',
  areaIntro: 'Choose where to go.',
  sections: 'Sections',
  // Page not found.
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist or is not available yet.',
  backHome: 'Back to home',
  loadingPage: 'Loading page',
  accessRefused: 'Your account cannot open that page. Sign in with another account to continue.',
  signedOutAccountUpdated: 'Your account was updated. Please sign in again.', // (ours: 001 §4's sign-out after an account update)
  pharmacies: 'Pharmacies', // (ours: the footer's link to /pharmacy)
  getQuote: 'Get a Quote', // (ours)
  exploreNavigation: 'Explore', // (ours)
  contactUs: 'Contact us:', // (ours)
} satisfies Catalog;
