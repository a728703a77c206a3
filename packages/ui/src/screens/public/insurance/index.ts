export { InsuranceListingScreen, type InsuranceListingScreenProps } from './insurance-listing.connected';
export { InsuranceListingView, type InsuranceCompanyCard, type InsuranceListingViewProps } from './insurance-listing';
