// The admin's Claimed Offers (002 §2 /admin/claimed-offers): every offer claimed,
// from hospitals and vendors, newest first.
import type { HandlerGroup } from '../../http/types';
import { loadClaimedOffers } from '../hospital/rewards';

export const claimedOfferHandlers = {
  async listRewards(_request, services) {
    return { json: { data: await loadClaimedOffers(services.database.db, undefined) } };
  },
} satisfies HandlerGroup;
