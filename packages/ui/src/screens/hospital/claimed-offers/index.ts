export { ClaimedOffers, type ClaimedOffersProps } from './claimed-offers';
export { ClaimedOffersScreen, type ClaimedOffersScreenProps } from './claimed-offers.connected';
