import { useApi } from '@aafiya/api-client';
import { OffersScreen } from '../../hospital/offers/hospital-offers.connected';
import { useVendorPackageWording } from './vendor-package-wording';

/**
 * /vendor on the API: the signed-in vendor's packages (the session's
 * referenceId; `GET /packages/vendor/{vendorId}`), Add Package and Update in
 * the hospital's offer modal (the type switches off and the quantities, the
 * image cropped to 300 × 300, "Please select package image"), Delete after
 * the confirmation. Spec choice: 002 names no toasts for packages, so they
 * are the hospital's ("Package created successfully", "Package update
 * successfully", "Package deleted successfully"), and as there a failed save
 * shows the server's message rather than being swallowed.
 */
export function VendorPackagesScreen() {
  const { session } = useApi();
  return <OffersScreen owner={{ kind: 'vendor', id: session.getReferenceId() }} wording={useVendorPackageWording()} />;
}
