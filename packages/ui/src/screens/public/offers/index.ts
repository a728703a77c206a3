export { PatientOffers, type PatientOffersProps } from './patient-offers';
export { PatientOffersScreen, type PatientOffersScreenProps } from './patient-offers.connected';
