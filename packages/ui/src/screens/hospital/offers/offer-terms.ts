import type { OfferView } from '@aafiya/api-client';
import type { TFunction } from '../../../i18n/translation-types';

/** "Buy: 2 - Get: 1" or "20 % Off" (000 §2.5 "Offers"). */
export function offerTermsText(
  t: TFunction<'servicesOffers'>,
  offer: Pick<OfferView, 'type' | 'off' | 'buyQuantity' | 'getQuantity'>,
) {
  return offer.type === 'BUY_SOME_GET_SOME'
    ? t('buyGet', { buy: offer.buyQuantity ?? 0, get: offer.getQuantity ?? 0 })
    : t('percentOff', { off: offer.off ?? 0 });
}
