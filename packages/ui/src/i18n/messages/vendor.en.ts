import type { Catalog } from './messages';

/**
 * Texts of the vendor area's screens (002 "Vendor area", #23), English: the specification's wording where it gives
 * one ("Vendor Packages", "Add Package", "No Packages Yet.", "Please select package image", "No promo codes yet",
 * "Vendor profile updated", "Vandor gallery image deleted", …); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/vendor.ar.ts has the Arabic).
 */
export default {} satisfies Catalog;
