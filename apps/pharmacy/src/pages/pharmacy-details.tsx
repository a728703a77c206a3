import { PharmacyDetailsScreen } from '@aafiya/ui/pharmacy';

/** /pharmacy/pharmacy-details: the pharmacy's own details and its place on the map (#21). */
export default function PharmacyDetailsPage() {
  return <PharmacyDetailsScreen />;
}
