import { HospitalOffersScreen, ReceptionistHospitalGate } from '@aafiya/ui';

/** /receptionist/offers: the hospital's offers (packages), read-only. */
export default function OffersPage() {
  return (
    <ReceptionistHospitalGate>
      {(hospitalId) => <HospitalOffersScreen hospitalId={hospitalId} readOnly />}
    </ReceptionistHospitalGate>
  );
}
