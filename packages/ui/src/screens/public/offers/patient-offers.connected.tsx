import {
  type ClaimableOffer,
  registrationErrorMessage,
  useActiveOffers,
  useApi,
  useClaimOffer,
  usePatientRewards,
  useProfilePoints,
} from '@aafiya/api-client';
import { useState } from 'react';
import { toast } from '../../../components/toaster';
import { useLocale } from '../../../i18n/locale-context';
import { useTranslation } from '../../../i18n/use-translation';
import type { CardListStatus } from '../../hospital/services/card-list-section';
import { PatientOffers } from './patient-offers';

export interface PatientOffersScreenProps {
  /** The signed-in patient's id; by default the stored session's referenceId. */
  patientId?: string;
  /**
   * His points balance from the stored user (002 §3 "User: points"), which the site keeps up to date; when
   * undefined the balance of his profile (`GET /patients/profile/{id}`) is shown.
   */
  points?: number | undefined;
  /**
   * A claim spent points (the stored user already has the new balance): the site refreshes what shows the balance
   * (`useStoredUserUpdate()`).
   */
  onPointsChange?: (points: number) => void;
  /** Time zone of the claim dates; the browser's by default. */
  timeZone?: string;
  className?: string;
}

const statusOf = (query: { isPending: boolean; isError: boolean }): CardListStatus =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/**
 * /offers on the API: the offers (`GET /packages`), claiming one (`POST /rewards { packageId }`: the points leave
 * the balance, the claim has its promo code) and his claims (`GET /rewards/patient/{id}`). After a claim the offers
 * and claims are fetched again and the new balance is shown at once and passed to `onPointsChange`; a refusal
 * (e.g. too few points) shows the server's message.
 */
export function PatientOffersScreen({
  patientId: ownId,
  points,
  onPointsChange,
  timeZone,
  className,
}: PatientOffersScreenProps) {
  const { t } = useTranslation('patientOffers');
  const { locale } = useLocale();
  const api = useApi();
  const patientId = ownId ?? api.session.getReferenceId();
  const offers = useActiveOffers(locale === 'ar' ? 'ar' : 'en');
  const claims = usePatientRewards(patientId);
  const claim = useClaimOffer();
  const profilePoints = useProfilePoints(patientId ?? '', { enabled: points === undefined && patientId !== null });
  // The balance after this page's last claim, until the site passes a newer one.
  const [claimed, setClaimed] = useState<{ balance: number; before: number | undefined } | null>(null);
  const shownPoints = claimed && claimed.before === points ? claimed.balance : (points ?? profilePoints.data ?? null);

  async function claimOffer(offer: ClaimableOffer) {
    try {
      const result = await claim.mutateAsync(offer.id);
      setClaimed({ balance: result.balance, before: points });
      onPointsChange?.(result.balance);
      toast.success(t('claimed', { code: result.claim.promoCode }));
    } catch (error) {
      toast.error(registrationErrorMessage(error, t('claimFailed')));
      throw error;
    }
  }

  return (
    <PatientOffers
      className={className}
      points={shownPoints}
      offersStatus={statusOf(offers)}
      offers={offers.data ?? []}
      onRetryOffers={() => {
        void offers.refetch();
      }}
      onClaim={claimOffer}
      claimsStatus={statusOf(claims)}
      claims={claims.data ?? []}
      onRetryClaims={() => {
        void claims.refetch();
      }}
      {...(timeZone ? { timeZone } : {})}
    />
  );
}
