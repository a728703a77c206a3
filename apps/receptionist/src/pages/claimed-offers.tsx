import { ClaimedOffersScreen, ReceptionistHospitalGate } from '@aafiya/ui';

/** /receptionist/claimed-offers: the Claimed Offers table of the receptionist's hospital. */
export default function ClaimedOffersPage() {
  return (
    <ReceptionistHospitalGate>
      {(hospitalId) => <ClaimedOffersScreen hospitalId={hospitalId} />}
    </ReceptionistHospitalGate>
  );
}
