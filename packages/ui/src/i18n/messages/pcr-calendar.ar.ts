import type en from './pcr-calendar.en';
import type { Translation } from './messages';

/** Arabic of messages/pcr-calendar.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  titleTest: 'فحص PCR',
  titleVaccination: 'تطعيم PCR',
  calendarTest: 'مواعيد فحص PCR',
  calendarVaccination: 'مواعيد تطعيم PCR',
  introTest: 'مواعيد فحص PCR لديكم حسب الشهر. افتح حجزًا قادمًا لعرض تفاصيله.',
  introVaccination: 'مواعيد تطعيم PCR لديكم حسب الشهر. افتح حجزًا قادمًا لعرض تفاصيله.',
  testType: 'نوع الفحص',
  vaccine: 'اللقاح',
} satisfies Translation<typeof en>;
