import type { AdminClaimedOfferRow } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { ClaimedOffers, type ClaimedOffersProps } from '../../hospital/claimed-offers/claimed-offers';

export interface AdminClaimedOffersProps extends Omit<ClaimedOffersProps, 'rows' | 'fromHeader'> {
  rows: readonly AdminClaimedOfferRow[];
}

/**
 * The admin's Claimed Offers (002 "/admin/claimed-offers"): every reward
 * claimed, from hospitals and vendors, in the hospital's Claimed Offers table
 * with a first column naming the vendor or hospital: Vendor / Hospital,
 * Patient Name, Taken Date, Patient Emirates ID, Offer Name, Points, Promo
 * Code. Spec choice: its empty text is the hospital table's ("No Promo
 * Codes"), as 002 gives this table none.
 */
export function AdminClaimedOffers(props: AdminClaimedOffersProps) {
  const { t } = useTranslation('admin');
  return <ClaimedOffers {...props} fromHeader={t('columnFrom')} />;
}
