export { PharmacyListingScreen, type PharmacyListingScreenProps } from './pharmacy-listing';
