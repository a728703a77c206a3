import type { Catalog } from './messages';

/**
 * Texts of the doctor area's screens (001 §2 Doctor area: appointments, patients, lab results, profile, calendar).
 *
 * English (loaded alone: messages/doctor.ar.ts has the Arabic).
 */
export default {
  // Calendar (/doctors): the page's heading (the specification names the screen "Calendar of slots").
  calendarTitle: 'Calendar',
} satisfies Catalog;
