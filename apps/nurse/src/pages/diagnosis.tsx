import { DiagnosisScreen, useNavigate } from '@aafiya/ui';
import { useParams } from 'wouter';

/** /nurse/patient-info/:id/:appointmentId: the diagnosis screen, the nurse's section editable, the doctor's read-only. */
export default function DiagnosisPage() {
  const { id, appointmentId } = useParams<{ id: string; appointmentId: string }>();
  const navigate = useNavigate();
  return (
    <DiagnosisScreen
      patientId={id}
      appointmentId={appointmentId}
      viewer="nurse"
      onBack={() => {
        navigate('/nurse');
      }}
    />
  );
}
