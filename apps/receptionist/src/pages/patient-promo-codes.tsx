import { PatientPromoCodesScreen } from '@aafiya/ui';

/** /receptionist/patient-promo-codes: the hospital's Patient Promo Code table with its Emirates ID search. */
export default function PatientPromoCodesPage() {
  return <PatientPromoCodesScreen />;
}
