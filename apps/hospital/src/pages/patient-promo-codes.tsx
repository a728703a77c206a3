import { PatientPromoCodesScreen } from '@aafiya/ui';

/** /hospital/patient-promo-codes */
export default function PatientPromoCodesPage() {
  return <PatientPromoCodesScreen />;
}
