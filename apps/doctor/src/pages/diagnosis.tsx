import { DiagnosisScreen, useNavigate } from '@aafiya/ui';
import { useParams } from 'wouter';

/** /doctors/patient-info/:id/:appointmentId: the diagnosis screen, the doctor's section editable (001 §2). */
export default function DiagnosisPage() {
  const { id, appointmentId } = useParams<{ id: string; appointmentId: string }>();
  const navigate = useNavigate();
  return (
    <DiagnosisScreen
      patientId={id}
      appointmentId={appointmentId}
      viewer="doctor"
      onBack={() => {
        navigate('/doctors/appointment');
      }}
    />
  );
}
