import type { Catalog } from './messages';

/**
 * Texts of the laboratory area's own screens (001 §2 "Laboratory area", #21).
 *
 * English (loaded alone: messages/laboratory.ar.ts has the Arabic).
 */
export default {} satisfies Catalog;
