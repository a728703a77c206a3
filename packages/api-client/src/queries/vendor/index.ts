// The vendor area (002 "Vendor area", #23): its packages (offers), its pending promo codes (redemptions) and its
// profile, gallery and location. The signed-in vendor's id is the session's referenceId.
export * from './profile';
export {
  type PromoCodeOfferTerms,
  toVendorPromoCodeRow,
  useRedeemPromoCode,
  useVendorPromoCodes,
  type VendorPromoCodeRow,
  vendorPromoCodesQueryOptions,
} from './promo-codes';
