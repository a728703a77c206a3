import { DoctorsListScreen, useNavigate } from '@aafiya/ui';

/** /hospital/doctors */
export default function DoctorsPage() {
  const navigate = useNavigate();
  return (
    <DoctorsListScreen
      onOpen={(id) => {
        navigate(`/hospital/doctor-info/${id}`);
      }}
    />
  );
}
