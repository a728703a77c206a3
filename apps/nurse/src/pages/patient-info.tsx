import { NursePatientInfoScreen } from '@aafiya/ui';
import { useParams } from 'wouter';

/** /nurse/patient-info/:id: the shared patient profile with the nurse's vitals form. */
export default function PatientInfoPage() {
  return <NursePatientInfoScreen patientId={useParams<{ id: string }>().id} />;
}
