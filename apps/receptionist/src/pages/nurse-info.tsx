import { NurseDetailScreen, ReceptionistHospitalGate } from '@aafiya/ui';
import { useParams } from 'wouter';

/** /receptionist/nurse-info/:id: Nurse Profile and Schedule tabs with the nurse reports by date, read-only. */
export default function NurseInfoPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ReceptionistHospitalGate>
      {(hospitalId) => <NurseDetailScreen nurseId={id} hospitalId={hospitalId} readOnly />}
    </ReceptionistHospitalGate>
  );
}
