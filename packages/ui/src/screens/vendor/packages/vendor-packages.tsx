import { HospitalOffersView, type HospitalOffersViewProps } from '../../hospital/offers/hospital-offers';
import { useVendorPackageWording } from './vendor-package-wording';

export type VendorPackagesViewProps = Omit<HospitalOffersViewProps, 'wording'>;

/**
 * Vendor Packages, the vendor's root (002 "Vendor area"): the hospital's offer
 * cards (image, title, "Buy: X - Get: Y" or "X % Off", category, points,
 * subscribed count, voucher code) with the vendor's words: "Add Package", a
 * menu with Update and Delete ("Are you sure you want to delete this item?")
 * per card, empty "No Packages Yet.".
 */
export function VendorPackagesView(props: VendorPackagesViewProps) {
  return <HospitalOffersView {...props} wording={useVendorPackageWording()} />;
}
