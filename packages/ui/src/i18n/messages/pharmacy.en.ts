import type { Catalog } from './messages';

/**
 * Texts of the pharmacy area's own screens (001 §2 "Pharmacy area", #21).
 *
 * English (loaded alone: messages/pharmacy.ar.ts has the Arabic).
 */
export default {} satisfies Catalog;
