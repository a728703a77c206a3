import type { ClaimedOffer } from '@aafiya/api-client';
import { useId } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { formatDisplayDate } from '../../../components/date-fields';
import { EmptyState } from '../../../components/empty-state';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { StaffAlert } from '../../hospital/staff/staff-alert';
import type { CardListStatus } from '../../hospital/services/card-list-section';

export interface PromoCodeListProps {
  status: CardListStatus;
  claims: readonly ClaimedOffer[];
  onRetry?: () => void;
  /** Time zone of the claim dates (the browser's). */
  timeZone: string;
}

/**
 * "My promo codes": the offers the patient claimed, newest first, each with its promo code (to show to the offer's
 * owner), whose offer it is, the points it cost, the date (DD/MM/YYYY) and whether the owner has used it.
 */
export function PromoCodeList({ status, claims, onRetry, timeZone }: PromoCodeListProps) {
  const { t } = useTranslation('patientOffers');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('promoCodesHeading')}
      </h2>
      {status === 'loading' && (
        <div className="flex justify-center py-8">
          <Spinner size="lg" />
        </div>
      )}
      {status === 'error' && (
        <StaffAlert
          action={
            onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            )
          }
        >
          {t('promoCodesFailed')}
        </StaffAlert>
      )}
      {status === 'ready' && claims.length === 0 && <EmptyState role="status" title={t('noPromoCodes')} />}
      {status === 'ready' && claims.length > 0 && (
        <ul
          aria-labelledby={headingId}
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface shadow-sm"
        >
          {claims.map((claim) => (
            <li
              key={claim.id}
              data-slot="promo-code"
              className="flex flex-col gap-x-6 gap-y-2 p-4 sm:flex-row sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold [overflow-wrap:anywhere]">
                  <UserText>{claim.offerTitle}</UserText>
                </p>
                <p className="text-sm text-foreground-muted">
                  {claim.from && (
                    <>
                      <UserText>{claim.from}</UserText>
                      {' · '}
                    </>
                  )}
                  {t('claimedOn', { date: formatDisplayDate(dayKeyOf(claim.claimedAt, timeZone)) })}
                  {' · '}
                  {t('pointsSpent', { points: claim.points })}
                </p>
              </div>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span>{t('promoCode')}:</span>
                <code className="font-mono text-base font-semibold" dir="ltr">
                  {claim.promoCode}
                </code>
                <Badge variant={claim.status === 'REDEEMED' ? 'neutral' : 'success'}>
                  {claim.status === 'REDEEMED' ? t('statusRedeemed') : t('statusPending')}
                </Badge>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
