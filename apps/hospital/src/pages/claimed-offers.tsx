import { ClaimedOffersScreen } from '@aafiya/ui';

/** /hospital/claimed-offers */
export default function ClaimedOffersPage() {
  return <ClaimedOffersScreen />;
}
