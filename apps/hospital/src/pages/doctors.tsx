import { useSearchText } from '@aafiya/session';
import { DoctorsListScreen, useNavigate } from '@aafiya/ui';

/** /hospital/doctors */
export default function DoctorsPage() {
  const navigate = useNavigate();
  return (
    <DoctorsListScreen
      search={useSearchText()}
      onOpen={(id) => {
        navigate(`/hospital/doctor-info/${id}`);
      }}
    />
  );
}
