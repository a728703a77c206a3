import { PatientProfileScreen } from '@aafiya/ui';
import { useParams } from 'wouter';

/** /doctors/patient-info/:id: the shared patient profile (001 §2 "Patient profile (shared)"). */
export default function PatientInfoPage() {
  return <PatientProfileScreen patientId={useParams<{ id: string }>().id} />;
}
