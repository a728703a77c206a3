import type { Locale } from './locale';
import type { Catalog } from './messages/messages';

/**
 * Each language's namespaces, one module each (messages/<namespace>.<language>.ts),
 * loaded by dynamic import: a site downloads only the language it shows and the
 * namespaces its screens use (loadI18n). Keep in step with resources.ts (the
 * unit test checks both list the same namespaces).
 */
export const catalogs = {
  en: {
    common: () => import('./messages/common.en'),
    basics: () => import('./messages/basics.en'),
    overlays: () => import('./messages/overlays.en'),
    pager: () => import('./messages/pager.en'),
    table: () => import('./messages/table.en'),
    shell: () => import('./messages/shell.en'),
    forms: () => import('./messages/forms.en'),
    files: () => import('./messages/files.en'),
    maps: () => import('./messages/maps.en'),
    calendar: () => import('./messages/calendar.en'),
    navigation: () => import('./messages/navigation.en'),
    registration: () => import('./messages/registration.en'),
    auth: () => import('./messages/auth.en'),
    staff: () => import('./messages/staff.en'),
    hospital: () => import('./messages/hospital.en'),
    hospitalRecords: () => import('./messages/hospital-records.en'),
    hospitalProfile: () => import('./messages/hospital-profile.en'),
    providerDetail: () => import('./messages/provider-detail.en'),
    servicesOffers: () => import('./messages/services-offers.en'),
    pcrCalendar: () => import('./messages/pcr-calendar.en'),
    promoVideos: () => import('./messages/promo-videos.en'),
    doctor: () => import('./messages/doctor.en'),
    diagnosis: () => import('./messages/diagnosis.en'),
    clinicalPapers: () => import('./messages/clinical-papers.en'),
    papers: () => import('./messages/papers.en'),
    staffAccount: () => import('./messages/staff-account.en'),
    receptionist: () => import('./messages/receptionist.en'),
    laboratory: () => import('./messages/laboratory.en'),
    pharmacy: () => import('./messages/pharmacy.en'),
    nurse: () => import('./messages/nurse.en'),
  },
  ar: {
    common: () => import('./messages/common.ar'),
    basics: () => import('./messages/basics.ar'),
    overlays: () => import('./messages/overlays.ar'),
    pager: () => import('./messages/pager.ar'),
    table: () => import('./messages/table.ar'),
    shell: () => import('./messages/shell.ar'),
    forms: () => import('./messages/forms.ar'),
    files: () => import('./messages/files.ar'),
    maps: () => import('./messages/maps.ar'),
    calendar: () => import('./messages/calendar.ar'),
    navigation: () => import('./messages/navigation.ar'),
    registration: () => import('./messages/registration.ar'),
    auth: () => import('./messages/auth.ar'),
    staff: () => import('./messages/staff.ar'),
    hospital: () => import('./messages/hospital.ar'),
    hospitalRecords: () => import('./messages/hospital-records.ar'),
    hospitalProfile: () => import('./messages/hospital-profile.ar'),
    providerDetail: () => import('./messages/provider-detail.ar'),
    servicesOffers: () => import('./messages/services-offers.ar'),
    pcrCalendar: () => import('./messages/pcr-calendar.ar'),
    promoVideos: () => import('./messages/promo-videos.ar'),
    doctor: () => import('./messages/doctor.ar'),
    diagnosis: () => import('./messages/diagnosis.ar'),
    clinicalPapers: () => import('./messages/clinical-papers.ar'),
    papers: () => import('./messages/papers.ar'),
    staffAccount: () => import('./messages/staff-account.ar'),
    receptionist: () => import('./messages/receptionist.ar'),
    laboratory: () => import('./messages/laboratory.ar'),
    pharmacy: () => import('./messages/pharmacy.ar'),
    nurse: () => import('./messages/nurse.ar'),
  },
} as const satisfies Record<Locale, Record<string, () => Promise<{ default: Catalog }>>>;

/** A namespace of the texts (`useTranslation('hospital')`). */
export type Namespace = keyof (typeof catalogs)['en'];
