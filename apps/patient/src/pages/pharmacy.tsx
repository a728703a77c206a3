import { PharmacyListingScreen } from '@aafiya/ui/public';

/** /pharmacies (002's authenticated patient area; open to guests too: 002 does not say it needs sign-in). */
export default function PharmacyPage() {
  return <PharmacyListingScreen />;
}
