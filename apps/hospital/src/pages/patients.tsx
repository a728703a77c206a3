import { PatientsListScreen, useNavigate } from '@aafiya/ui';

/** /hospital/patient */
export default function PatientsPage() {
  const navigate = useNavigate();
  return (
    <PatientsListScreen
      onOpen={(id) => {
        navigate(`/hospital/patient-info/${id}`);
      }}
    />
  );
}
