import { PromoVideosScreen } from '@aafiya/ui';

/** /hospital/promos: the hospital's promo videos (000 §2.5 "Promo Videos"). */
export default function PromosPage() {
  return <PromoVideosScreen />;
}
