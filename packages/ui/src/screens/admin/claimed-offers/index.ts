export { AdminClaimedOffers, type AdminClaimedOffersProps } from './admin-claimed-offers';
export { AdminClaimedOffersScreen, type AdminClaimedOffersScreenProps } from './admin-claimed-offers.connected';
