import type { Catalog } from './messages';

/**
 * Texts of the vendor area's screens (002 "Vendor area", #23), English: the specification's wording where it gives
 * one ("Vendor Packages", "Add Package", "No Packages Yet.", "Please select package image", "No promo codes yet",
 * "Vendor profile updated", "Vandor gallery image deleted", …); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/vendor.ar.ts has the Arabic).
 */
export default {
  // Vendor Packages, the root (002 "Vendor area", §4, §5, §8; the cards and modal are the hospital's offers')
  packagesTitle: 'Vendor Packages',
  addPackage: 'Add Package',
  noPackages: 'No Packages Yet.',
  addPackageTitle: 'Add Package', // (ours)
  updatePackageTitle: 'Update Package', // (ours)
  packageImage: 'Package Image', // (ours)
  selectPackageImage: 'Please select package image',

  // Promo codes, /vendor/promo-codes (002 "Vendor area", §4, §8; Redeem is beyond the specification, #23)
  promoCodesTitle: 'Promo Codes', // (ours)
  columnPatientName: 'Patient Name', // (ours)
  columnOffer: 'Offer', // (ours)
  columnPromoCode: 'Promo Code', // (ours)
  columnPoints: 'Points', // (ours)
  noPromoCodes: 'No promo codes yet',
  promoCodesFailed: 'Problem while getting promo codes', // (ours)
  redeem: 'Redeem', // (ours)
  redeemCode: 'Redeem {{code}}', // (ours)
  redeeming: 'Redeeming', // (ours)
  promoCodeRedeemed: 'Promo code redeemed', // (ours)
  redeemFailed: 'Problem while redeeming the promo code', // (ours)

  // Profile, /vendor/profile (002 "Vendor area", §5, §8, §9)
  profileTitle: 'Profile', // (ours: the user menu's entry)
  profileTabs: 'Profile sections', // (ours)
  profileTabAccount: 'Vendor Profile',
  profileTabImages: 'Images',
  profileTabLocation: 'Location',
  profileLoadFailed: 'Problem while fetching vendor profile',
  profileAccountTitle: 'Account details', // (ours)
  profilePhone: 'Phone',
  profileUpdate: 'Update', // (ours)
  profileSaving: 'Saving…', // (ours)
  profilePassword: 'Password',
  profileConfirmPassword: 'Confirm Password',
  profilePasswordHint: 'Leave both empty to keep the current password.', // (ours)
  profileUpdated: 'Vendor profile updated',
  profileUpdateFailed: 'Problem while updating the vendor',
  profileImageUploaded: 'Image Uploaded Successfully',
  profileImageUploadFailed: 'Something went wrong',
  profileImageDeleted: 'Vandor gallery image deleted',
  profileImageDeleteFailed: 'Failed to delete image',
  profileLocationTitle: 'Vendor location', // (ours)
  profileLocationHint: 'Click the map or drag the marker to your place, or search for a place.', // (ours)
  profileSelectLocation: 'Please select vendor location',
  profileUpdateLocation: 'Update Location',
} satisfies Catalog;
