import { auth } from './messages/auth';
import { basics } from './messages/basics';
import { calendar } from './messages/calendar';
import { common } from './messages/common';
import { files } from './messages/files';
import { forms } from './messages/forms';
import { hospital } from './messages/hospital';
import { hospitalProfile } from './messages/hospital-profile';
import { hospitalRecords } from './messages/hospital-records';
import { maps } from './messages/maps';
import { navigation } from './messages/navigation';
import { overlays } from './messages/overlays';
import { pager } from './messages/pager';
import { pcrCalendar } from './messages/pcr-calendar';
import { promoVideos } from './messages/promo-videos';
import { providerDetail } from './messages/provider-detail';
import { registration } from './messages/registration';
import { servicesOffers } from './messages/services-offers';
import { shell } from './messages/shell';
import { staff } from './messages/staff';
import { table } from './messages/table';

/**
 * Every text a component of @aafiya/ui shows, by namespace. Add a namespace by
 * writing `messages/<name>.ts` (English and Arabic with the same keys) and
 * listing it here; the unit test checks both languages have every key.
 */
export const namespaces = {
  common,
  basics,
  overlays,
  pager,
  table,
  shell,
  forms,
  files,
  maps,
  calendar,
  navigation,
  registration,
  auth,
  staff,
  hospital,
  hospitalRecords,
  hospitalProfile,
  providerDetail,
  servicesOffers,
  pcrCalendar,
  promoVideos,
} as const;

export type Namespace = keyof typeof namespaces;

type Language = 'en' | 'ar';

function resourcesFor(language: Language) {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, messages]) => [ns, messages[language]])) as {
    [N in Namespace]: (typeof namespaces)[N]['en'];
  };
}

export const resources = { en: resourcesFor('en'), ar: resourcesFor('ar') };
