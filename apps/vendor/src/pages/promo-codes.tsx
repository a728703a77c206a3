import { VendorPromoCodesScreen } from '@aafiya/ui/vendor';

/** /vendor/promo-codes: the pending redemptions, each redeemable once (002 "Vendor area"; Redeem is #23's). */
export default function PromoCodesPage() {
  return <VendorPromoCodesScreen />;
}
