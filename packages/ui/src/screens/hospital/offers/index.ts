export { HospitalOffersView, type HospitalOffersViewProps } from './hospital-offers';
export { HospitalOffersScreen, type HospitalOffersScreenProps } from './hospital-offers.connected';
