export { PatientPromoCodes, type PatientPromoCodesProps } from './patient-promo-codes';
export { PatientPromoCodesScreen, type PatientPromoCodesScreenProps } from './patient-promo-codes.connected';
