import { VendorPackagesScreen } from '@aafiya/ui/vendor';

/** /vendor (menu "Offers"): Vendor Packages, add, update and delete (002 "Vendor area"). */
export default function PackagesPage() {
  return <VendorPackagesScreen />;
}
