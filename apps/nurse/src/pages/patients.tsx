import { NursePatientsScreen, useNavigate } from '@aafiya/ui';

/** /nurse/patient: the hospital's patients with Add Patient (the nurse's only); a card opens the profile. */
export default function PatientsPage() {
  const navigate = useNavigate();
  return (
    <NursePatientsScreen
      onOpen={(id) => {
        navigate(`/nurse/patient-info/${id}`);
      }}
    />
  );
}
