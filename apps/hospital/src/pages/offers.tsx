import { HospitalOffersScreen } from '@aafiya/ui';

/** /hospital/offers */
export default function OffersPage() {
  return <HospitalOffersScreen />;
}
