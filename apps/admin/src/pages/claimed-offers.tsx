import { AdminClaimedOffersScreen } from '@aafiya/ui/admin';

/** /admin/claimed-offers: every reward claimed from hospitals and vendors (002). */
export default function ClaimedOffersPage() {
  return <AdminClaimedOffersScreen />;
}
