import { DoctorPatientsScreen, useNavigate } from '@aafiya/ui';

/** /doctors/patient: the doctor's patients; a card opens the patient's profile (001 §2). */
export default function PatientsPage() {
  const navigate = useNavigate();
  return (
    <DoctorPatientsScreen
      onOpenPatient={(id) => {
        navigate(`/doctors/patient-info/${id}`);
      }}
    />
  );
}
