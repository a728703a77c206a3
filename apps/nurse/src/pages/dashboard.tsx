import { NurseDashboardScreen, useNavigate } from '@aafiya/ui';

/** /nurse: her hospital's BOOKED and APPROVED appointments of a day; Start Treatment opens the diagnosis (001 §2). */
export default function DashboardPage() {
  const navigate = useNavigate();
  return (
    <NurseDashboardScreen
      onStartTreatment={(patientId, appointmentId) => {
        navigate(`/nurse/patient-info/${patientId}/${appointmentId}`);
      }}
    />
  );
}
