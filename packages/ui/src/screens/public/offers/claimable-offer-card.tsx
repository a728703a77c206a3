import type { ClaimableOffer } from '@aafiya/api-client';
import { Gift } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UserText, UserTextIn } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { offerTermsText } from '../../hospital/offers/offer-terms';
import { PictureFrame } from '../../hospital/services/picture-frame';

export interface ClaimableOfferCardProps {
  offer: ClaimableOffer;
  /** The patient's balance; null while unknown (the claim is allowed: the server refuses too few points). */
  balance: number | null;
  /** Claims after the confirmation; a rejected promise keeps the confirmation open. */
  onClaim: (offer: ClaimableOffer) => Promise<void>;
}

/**
 * An offer the patient can claim: the first image (or a gift), title, the offer cards' terms ("20 % Off", "Buy: 1 -
 * Get: 1"), its owner and points price, and "Claim", which asks for confirmation. An offer costing more than the
 * balance has the button disabled, with how many points are missing under it.
 */
export function ClaimableOfferCard({ offer, balance, onClaim }: ClaimableOfferCardProps) {
  const { t } = useTranslation('patientOffers');
  const { t: offerText } = useTranslation('servicesOffers');
  const reasonId = useId();
  const missing = balance === null ? 0 : Math.max(0, offer.points - balance);
  const claimButton = (
    <Button
      size="sm"
      disabled={missing > 0}
      aria-label={t('claimOffer', { title: offer.title })}
      aria-describedby={missing > 0 ? reasonId : undefined}
    >
      {t('claim')}
    </Button>
  );
  return (
    <Card data-slot="claimable-offer-card" className="h-full gap-3 overflow-hidden pt-0">
      <PictureFrame src={offer.image} icon={<Gift />} className="aspect-video w-full" />
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold [overflow-wrap:anywhere]">
          <UserText>{offer.title}</UserText>
        </h2>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2 text-sm">
        <p>
          <Badge variant="primary" className="text-sm" data-slot="offer-terms">
            {offerTermsText(offerText, offer)}
          </Badge>
        </p>
        {offer.owner.name && (
          <p className="text-foreground-muted">
            <UserTextIn text={(name) => t('owner', { name })} value={offer.owner.name} />
          </p>
        )}
        <p className="font-semibold tabular-nums">{offerText('pointsValue', { points: offer.points })}</p>
      </CardContent>
      <CardFooter className="flex-col items-start gap-2">
        {missing > 0 ? (
          <>
            {claimButton}
            <p id={reasonId} className="text-sm text-foreground-muted">
              {t('notEnoughPoints', { missing })}
            </p>
          </>
        ) : (
          <ConfirmDialog
            trigger={claimButton}
            variant="primary"
            title={t('claimQuestion', { title: offer.title, points: offer.points })}
            description={t('claimDetail', { owner: offer.owner.name })}
            confirmLabel={t('claim')}
            onConfirm={() => onClaim(offer)}
          />
        )}
      </CardFooter>
    </Card>
  );
}
