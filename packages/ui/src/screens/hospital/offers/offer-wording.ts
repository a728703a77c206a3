import { useTranslation } from '../../../i18n/use-translation';

/**
 * The words that differ between a hospital's offers (000 §2.5 "Offers") and a
 * vendor's packages (002 "Vendor area"): the same cards, modal and list, named
 * by their owner's area.
 */
export interface OfferWording {
  /** The list's heading (and name): "Offers" / "Vendor Packages". */
  listTitle: string;
  /** The add button: "+ ADD OFFER" / "Add Package". */
  add: string;
  /** The empty list: "No Offers Yet." / "No Packages Yet.". */
  empty: string;
  /** The modal's titles: "Add Offer" / "Add Package", "Update Offer" / "Update Package". */
  addTitle: string;
  updateTitle: string;
  /** The image field ("Offer Image") and its missing-image message ("Please select offer image"). */
  image: string;
  selectImage: string;
}

/** The hospital's words (the default of the offer list and modal). */
export function useHospitalOfferWording(): OfferWording {
  const { t } = useTranslation('servicesOffers');
  return {
    listTitle: t('offersTitle'),
    add: t('addOffer'),
    empty: t('noOffers'),
    addTitle: t('addOfferTitle'),
    updateTitle: t('updateOfferTitle'),
    image: t('offerImage'),
    selectImage: t('selectOfferImage'),
  };
}
