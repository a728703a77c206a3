import type { Catalog } from './messages';

/**
 * Texts of the hospital's PCR Test and PCR Vaccination calendars (000 §2.4).
 * The titles are the menu entries' names; the rest is not given by the
 * specification and is ours. Arabic translations are ours.
 *
 * English (loaded alone: messages/pcr-calendar.ar.ts has the Arabic).
 */
export default {
  titleTest: 'PCR Test',
  titleVaccination: 'PCR Vaccination',
  calendarTest: 'PCR test slots',
  calendarVaccination: 'PCR vaccination slots',
  introTest: 'Your PCR test slots by month. Open a booking still to come to see its details.',
  introVaccination: 'Your PCR vaccination slots by month. Open a booking still to come to see its details.',
  testType: 'Test Type',
  vaccine: 'Vaccine',
} satisfies Catalog;
