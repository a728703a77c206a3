import commonAr from './messages/common.ar';
import commonEn from './messages/common.en';
import basicsAr from './messages/basics.ar';
import basicsEn from './messages/basics.en';
import overlaysAr from './messages/overlays.ar';
import overlaysEn from './messages/overlays.en';
import pagerAr from './messages/pager.ar';
import pagerEn from './messages/pager.en';
import tableAr from './messages/table.ar';
import tableEn from './messages/table.en';
import shellAr from './messages/shell.ar';
import shellEn from './messages/shell.en';
import formsAr from './messages/forms.ar';
import formsEn from './messages/forms.en';
import filesAr from './messages/files.ar';
import filesEn from './messages/files.en';
import mapsAr from './messages/maps.ar';
import mapsEn from './messages/maps.en';
import calendarAr from './messages/calendar.ar';
import calendarEn from './messages/calendar.en';
import bookingAr from './messages/booking.ar';
import bookingEn from './messages/booking.en';
import navigationAr from './messages/navigation.ar';
import navigationEn from './messages/navigation.en';
import registrationAr from './messages/registration.ar';
import registrationEn from './messages/registration.en';
import authAr from './messages/auth.ar';
import authEn from './messages/auth.en';
import staffAr from './messages/staff.ar';
import staffEn from './messages/staff.en';
import hospitalAr from './messages/hospital.ar';
import hospitalEn from './messages/hospital.en';
import hospitalRecordsAr from './messages/hospital-records.ar';
import hospitalRecordsEn from './messages/hospital-records.en';
import hospitalProfileAr from './messages/hospital-profile.ar';
import hospitalProfileEn from './messages/hospital-profile.en';
import providerDetailAr from './messages/provider-detail.ar';
import providerDetailEn from './messages/provider-detail.en';
import servicesOffersAr from './messages/services-offers.ar';
import servicesOffersEn from './messages/services-offers.en';
import pcrCalendarAr from './messages/pcr-calendar.ar';
import pcrCalendarEn from './messages/pcr-calendar.en';
import promoVideosAr from './messages/promo-videos.ar';
import promoVideosEn from './messages/promo-videos.en';
import doctorAr from './messages/doctor.ar';
import doctorEn from './messages/doctor.en';
import diagnosisAr from './messages/diagnosis.ar';
import diagnosisEn from './messages/diagnosis.en';
import clinicalPapersAr from './messages/clinical-papers.ar';
import clinicalPapersEn from './messages/clinical-papers.en';
import papersAr from './messages/papers.ar';
import papersEn from './messages/papers.en';
import staffAccountAr from './messages/staff-account.ar';
import staffAccountEn from './messages/staff-account.en';
import receptionistAr from './messages/receptionist.ar';
import receptionistEn from './messages/receptionist.en';
import laboratoryAr from './messages/laboratory.ar';
import laboratoryEn from './messages/laboratory.en';
import adminAr from './messages/admin.ar';
import adminEn from './messages/admin.en';
import adminCataloguesAr from './messages/admin-catalogues.ar';
import adminCataloguesEn from './messages/admin-catalogues.en';
import vendorAr from './messages/vendor.ar';
import vendorEn from './messages/vendor.en';
import publicDetailAr from './messages/public-detail.ar';
import publicDetailEn from './messages/public-detail.en';
import publicSearchAr from './messages/public-search.ar';
import publicSearchEn from './messages/public-search.en';
import legalAr from './messages/legal.ar';
import legalEn from './messages/legal.en';
import publicInfoAr from './messages/public-info.ar';
import publicInfoEn from './messages/public-info.en';
import pharmacyAr from './messages/pharmacy.ar';
import pharmacyEn from './messages/pharmacy.en';
import nurseAr from './messages/nurse.ar';
import nurseEn from './messages/nurse.en';
import patientAccountAr from './messages/patient-account.ar';
import patientAccountEn from './messages/patient-account.en';
import patientDashboardAr from './messages/patient-dashboard.ar';
import patientDashboardEn from './messages/patient-dashboard.en';
import patientCareAr from './messages/patient-care.ar';
import patientCareEn from './messages/patient-care.en';
import patientOffersAr from './messages/patient-offers.ar';
import patientOffersEn from './messages/patient-offers.en';
import medicalProfileAr from './messages/medical-profile.ar';
import medicalProfileEn from './messages/medical-profile.en';

/**
 * Every text a component of @aafiya/ui shows, by namespace, in both languages
 * at once: for Storybook, the unit and story tests and the e2e texts
 * (createI18n). The sites never import this module: they load one language's
 * namespaces as they are shown (catalogs.ts, loadI18n). Add a namespace by
 * writing `messages/<name>.en.ts` and `messages/<name>.ar.ts` and listing it
 * here and in catalogs.ts; the compiler and the unit test check that both
 * languages have every key.
 */
export const namespaces = {
  common: { en: commonEn, ar: commonAr },
  basics: { en: basicsEn, ar: basicsAr },
  overlays: { en: overlaysEn, ar: overlaysAr },
  pager: { en: pagerEn, ar: pagerAr },
  table: { en: tableEn, ar: tableAr },
  shell: { en: shellEn, ar: shellAr },
  forms: { en: formsEn, ar: formsAr },
  files: { en: filesEn, ar: filesAr },
  maps: { en: mapsEn, ar: mapsAr },
  calendar: { en: calendarEn, ar: calendarAr },
  booking: { en: bookingEn, ar: bookingAr },
  navigation: { en: navigationEn, ar: navigationAr },
  registration: { en: registrationEn, ar: registrationAr },
  auth: { en: authEn, ar: authAr },
  staff: { en: staffEn, ar: staffAr },
  hospital: { en: hospitalEn, ar: hospitalAr },
  hospitalRecords: { en: hospitalRecordsEn, ar: hospitalRecordsAr },
  hospitalProfile: { en: hospitalProfileEn, ar: hospitalProfileAr },
  providerDetail: { en: providerDetailEn, ar: providerDetailAr },
  servicesOffers: { en: servicesOffersEn, ar: servicesOffersAr },
  pcrCalendar: { en: pcrCalendarEn, ar: pcrCalendarAr },
  promoVideos: { en: promoVideosEn, ar: promoVideosAr },
  doctor: { en: doctorEn, ar: doctorAr },
  diagnosis: { en: diagnosisEn, ar: diagnosisAr },
  clinicalPapers: { en: clinicalPapersEn, ar: clinicalPapersAr },
  papers: { en: papersEn, ar: papersAr },
  staffAccount: { en: staffAccountEn, ar: staffAccountAr },
  receptionist: { en: receptionistEn, ar: receptionistAr },
  laboratory: { en: laboratoryEn, ar: laboratoryAr },
  pharmacy: { en: pharmacyEn, ar: pharmacyAr },
  admin: { en: adminEn, ar: adminAr },
  adminCatalogues: { en: adminCataloguesEn, ar: adminCataloguesAr },
  vendor: { en: vendorEn, ar: vendorAr },
  publicDetail: { en: publicDetailEn, ar: publicDetailAr },
  publicSearch: { en: publicSearchEn, ar: publicSearchAr },
  legal: { en: legalEn, ar: legalAr },
  publicInfo: { en: publicInfoEn, ar: publicInfoAr },
  nurse: { en: nurseEn, ar: nurseAr },
  patientDashboard: { en: patientDashboardEn, ar: patientDashboardAr },
  patientCare: { en: patientCareEn, ar: patientCareAr },
  patientOffers: { en: patientOffersEn, ar: patientOffersAr },
  patientAccount: { en: patientAccountEn, ar: patientAccountAr },
  medicalProfile: { en: medicalProfileEn, ar: medicalProfileAr },
} as const;

export type { Namespace } from './catalogs';

type Language = 'en' | 'ar';

function resourcesFor(language: Language) {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, messages]) => [ns, messages[language]])) as {
    [N in keyof typeof namespaces]: (typeof namespaces)[N]['en'];
  };
}

export const resources = { en: resourcesFor('en'), ar: resourcesFor('ar') };
