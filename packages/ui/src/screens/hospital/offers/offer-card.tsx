import type { OfferView } from '@aafiya/api-client';
import { Gift, Pencil } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../components/badge';
import { Card, CardContent, CardHeader } from '../../../components/card';
import { CardMenu } from '../../../components/card-menu';
import { UserText } from '../../../components/user-text';
import { PictureFrame } from '../services/picture-frame';
import { offerTermsText } from './offer-terms';

export interface OfferCardProps {
  offer: OfferView;
  /** Opens the offer modal with the offer's values. */
  onUpdate?: (offer: OfferView) => void;
  /**
   * Delete after "Are you sure you want to delete this item?". A returned
   * promise keeps the confirmation busy; a rejection keeps it open.
   */
  onDelete?: (id: string) => void | Promise<void>;
}

/**
 * An offer's card (000 §2.5): image, title, "Buy: X - Get: Y" or "X % Off",
 * category, points, subscribed count and voucher code; a menu with Update
 * and Delete.
 */
export function OfferCard({ offer, onUpdate, onDelete }: OfferCardProps) {
  const { t } = useTranslation('servicesOffers');
  return (
    <Card data-slot="offer-card" className="h-full gap-3 overflow-hidden pt-0">
      <PictureFrame src={offer.image} icon={<Gift />} className="aspect-square w-full" />
      <CardHeader className="flex-row items-start justify-between gap-2">
        <h2 className="text-lg leading-tight font-semibold [overflow-wrap:anywhere]">
          <UserText>{offer.title}</UserText>
        </h2>
        <CardMenu
          label={t('offerActions', { title: offer.title })}
          actions={
            onUpdate && [
              {
                label: t('update'),
                icon: Pencil,
                onSelect: () => {
                  onUpdate(offer);
                },
              },
            ]
          }
          onDelete={onDelete && (() => onDelete(offer.id))}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p>
          <Badge variant="primary" className="text-sm" data-slot="offer-terms">
            {offerTermsText(t, offer)}
          </Badge>
        </p>
        {offer.categoryName && <p className="text-foreground-muted">{offer.categoryName}</p>}
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{t('pointsValue', { points: offer.points })}</span>
          <span>{t('subscribedValue', { count: offer.subscribedCount })}</span>
        </p>
        {offer.voucherCode && (
          <p>
            {t('voucherCode')}:{' '}
            <code className="font-mono font-semibold" dir="ltr">
              {offer.voucherCode}
            </code>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
