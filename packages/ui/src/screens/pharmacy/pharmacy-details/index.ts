export { PharmacyDetails, type PharmacyDetailsProps } from './pharmacy-details';
export { PharmacyDetailsScreen, type PharmacyDetailsScreenProps } from './pharmacy-details.connected';
