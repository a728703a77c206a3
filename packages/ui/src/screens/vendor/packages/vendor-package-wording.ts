import { useTranslation } from '../../../i18n/use-translation';
import type { OfferWording } from '../../hospital/offers/offer-wording';

/** The vendor's words for the offer list and modal (002 "Vendor area", §5): Vendor Packages, Add Package, … */
export function useVendorPackageWording(): OfferWording {
  const { t } = useTranslation('vendor');
  return {
    listTitle: t('packagesTitle'),
    add: t('addPackage'),
    empty: t('noPackages'),
    addTitle: t('addPackageTitle'),
    updateTitle: t('updatePackageTitle'),
    image: t('packageImage'),
    selectImage: t('selectPackageImage'),
  };
}
