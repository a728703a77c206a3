import { useApi } from '@aafiya/api-client';
import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { VendorPackagesSkeleton } from './vendor-packages-skeleton';
import { useVendorPackageWording } from './vendor-package-wording';

/**
 * The list, its card menus and confirmation load right after the first paint
 * (the vendor's home; #18's 120 kB first route): the heading and the spinner
 * paint from the first chunk.
 */
const OffersScreen = lazyComponent(() =>
  import('../../hospital/offers/hospital-offers.connected').then((m) => m.OffersScreen),
);

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
  const wording = useVendorPackageWording();
  return (
    <Suspense fallback={<VendorPackagesSkeleton title={wording.listTitle} />}>
      <OffersScreen owner={{ kind: 'vendor', id: session.getReferenceId() }} wording={wording} />
    </Suspense>
  );
}
