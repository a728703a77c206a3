import { PromoVideosScreen } from '@aafiya/ui';

/** /receptionist/promos: the hospital's promo videos; the receptionist may add and delete them (001 §6). */
export default function PromosPage() {
  return <PromoVideosScreen />;
}
