import type { ClaimableOffer, ClaimedOffer } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { CardListSection, type CardListStatus } from '../../hospital/services/card-list-section';
import { ClaimableOfferCard } from './claimable-offer-card';
import { PointsBalance } from './points-balance';
import { PromoCodeList } from './promo-code-list';

export interface PatientOffersProps {
  /** The patient's points balance; null while it is not known (not shown; every claim is allowed). */
  points: number | null;
  offersStatus: CardListStatus;
  /** Every active offer of hospitals and vendors. */
  offers: readonly ClaimableOffer[];
  onRetryOffers?: () => void;
  /** Claims an offer after its confirmation; a rejected promise keeps the confirmation open (the screen toasts). */
  onClaim: (offer: ClaimableOffer) => Promise<void>;
  claimsStatus: CardListStatus;
  /** The patient's claimed offers with their promo codes, newest first. */
  claims: readonly ClaimedOffer[];
  onRetryClaims?: () => void;
  /** Time zone of the claim dates. Default: the browser's. */
  timeZone?: string;
  className?: string;
}

/**
 * The patient's Offers (#25 item 6): his points balance, every active offer of hospitals and vendors as cards (image,
 * title, terms, owner, points price, "Claim" with a confirmation; disabled with the reason when it costs more than
 * the balance) and "My promo codes", his claimed offers. Empty offers: "No Offers Yet." (002's empty text).
 */
export function PatientOffers({
  points,
  offersStatus,
  offers,
  onRetryOffers,
  onClaim,
  claimsStatus,
  claims,
  onRetryClaims,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  className,
}: PatientOffersProps) {
  const { t } = useTranslation('patientOffers');
  return (
    <div data-slot="patient-offers" className={cn('mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6', className)}>
      {points !== null && <PointsBalance points={points} />}
      <CardListSection
        title={t('heading')}
        addLabel=""
        status={offersStatus}
        emptyText={t('noOffers')}
        errorText={t('offersFailed')}
        onRetry={onRetryOffers}
        count={offers.length}
      >
        {offers.map((offer) => (
          <div role="listitem" key={offer.id}>
            <ClaimableOfferCard offer={offer} balance={points} onClaim={onClaim} />
          </div>
        ))}
      </CardListSection>
      <PromoCodeList status={claimsStatus} claims={claims} onRetry={onRetryClaims} timeZone={timeZone} />
    </div>
  );
}
