import type { Catalog } from './messages';

/**
 * Texts of the receptionist area's own screens (001 §2 Receptionist area); it reuses the hospital screens' texts.
 *
 * English (loaded alone: messages/receptionist.ar.ts has the Arabic).
 */
export default {
  loadingHospital: 'Loading your hospital', // (ours)
  hospitalLoadFailed: 'Problem while getting your hospital', // (ours)
} satisfies Catalog;
