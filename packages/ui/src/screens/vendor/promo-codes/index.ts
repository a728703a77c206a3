export { VendorPromoCodes, type VendorPromoCodesProps } from './vendor-promo-codes';
export { VendorPromoCodesScreen, type VendorPromoCodesScreenProps } from './vendor-promo-codes.connected';
