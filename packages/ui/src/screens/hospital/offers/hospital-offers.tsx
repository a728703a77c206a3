import type { OfferView } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { CardListSection, type CardListStatus } from '../services/card-list-section';
import { OfferCard } from './offer-card';
import { type OfferWording, useHospitalOfferWording } from './offer-wording';

export interface HospitalOffersViewProps {
  status: CardListStatus;
  offers: readonly OfferView[];
  /** A refresh is loading over the shown list. */
  refreshing?: boolean;
  /** Opens the empty offer modal ("+ ADD OFFER"); no button without it. */
  onAdd?: () => void;
  /** Opens the offer modal with an offer's values. */
  onUpdate?: (offer: OfferView) => void;
  /** Deletes after the confirmation; a rejected promise keeps the confirmation open. */
  onDelete?: (id: string) => void | Promise<void>;
  onRetry?: () => void;
  /** The owner's words (heading, add button, empty text); default the hospital's ("Offers"). */
  wording?: OfferWording;
}

/**
 * The hospital's offers (000 §2.5 "Offers"): cards with image, title, terms,
 * category, points, subscribed count and voucher code; "+ ADD OFFER"; a menu
 * with Update and Delete per card. Empty: "No Offers Yet.". With the vendor's
 * `wording` it is the vendor's Vendor Packages (002 "Vendor area").
 */
export function HospitalOffersView({
  status,
  offers,
  refreshing,
  onAdd,
  onUpdate,
  onDelete,
  onRetry,
  wording,
}: HospitalOffersViewProps) {
  const { t } = useTranslation('servicesOffers');
  const hospitalWords = useHospitalOfferWording();
  const words = wording ?? hospitalWords;
  return (
    <CardListSection
      title={words.listTitle}
      addLabel={words.add}
      onAdd={onAdd}
      status={status}
      refreshing={refreshing}
      emptyText={words.empty}
      errorText={t('offersFailed')}
      onRetry={onRetry}
      count={offers.length}
    >
      {offers.map((offer) => (
        <div role="listitem" key={offer.id}>
          <OfferCard offer={offer} onUpdate={onUpdate} onDelete={onDelete} />
        </div>
      ))}
    </CardListSection>
  );
}
