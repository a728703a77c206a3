import { DoctorAppointmentsScreen, useNavigate } from '@aafiya/ui';

/** /doctors/appointment: the doctor's appointments; Start Treatment opens the diagnosis (001 §2). */
export default function AppointmentsPage() {
  const navigate = useNavigate();
  return (
    <DoctorAppointmentsScreen
      onStartTreatment={(patientId, appointmentId) => {
        navigate(`/doctors/patient-info/${patientId}/${appointmentId}`);
      }}
    />
  );
}
