import type { Messages } from './messages';

/**
 * Texts of the hospital's PCR Test and PCR Vaccination calendars (000 §2.4).
 * The titles are the menu entries' names; the rest is not given by the
 * specification and is ours. Arabic translations are ours.
 */
export const pcrCalendar = {
  en: {
    titleTest: 'PCR Test',
    titleVaccination: 'PCR Vaccination',
    calendarTest: 'PCR test slots',
    calendarVaccination: 'PCR vaccination slots',
    introTest: 'Your PCR test slots by month. Open a booking still to come to see its details.',
    introVaccination: 'Your PCR vaccination slots by month. Open a booking still to come to see its details.',
    testType: 'Test Type',
    vaccine: 'Vaccine',
  },
  ar: {
    titleTest: 'فحص PCR',
    titleVaccination: 'تطعيم PCR',
    calendarTest: 'مواعيد فحص PCR',
    calendarVaccination: 'مواعيد تطعيم PCR',
    introTest: 'مواعيد فحص PCR لديكم حسب الشهر. افتح حجزًا قادمًا لعرض تفاصيله.',
    introVaccination: 'مواعيد تطعيم PCR لديكم حسب الشهر. افتح حجزًا قادمًا لعرض تفاصيله.',
    testType: 'نوع الفحص',
    vaccine: 'اللقاح',
  },
} satisfies Messages;
