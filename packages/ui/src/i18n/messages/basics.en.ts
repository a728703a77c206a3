import type { Catalog } from './messages';

/**
 * Texts of the basics components (English: the specification's wording).
 * Status labels keep the spec's spelling of the stored status (BOOKED, completed, ...)
 * in English and translate it in Arabic.
 *
 * English (loaded alone: messages/basics.ar.ts has the Arabic).
 */
export default {
  progress: 'Progress',
  percent: '{{value}}%',
  ratedOutOf: 'Rated {{rating}} out of {{max}}',
  opensInNewTab: '(opens in a new tab)',
  slotAvailable: 'AVAILABLE',
  slotBooked: 'BOOKED',
  slotApproved: 'APPROVED',
  slotTaken: 'TAKEN',
  promoTaken: 'TAKEN',
  promoPending: 'PENDING',
  labCompleted: 'completed',
  labPending: 'pending',
} satisfies Catalog;
