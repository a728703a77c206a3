import { ReceptionistsListScreen, useNavigate } from '@aafiya/ui';

/** /hospital/receptionist */
export default function ReceptionistsPage() {
  const navigate = useNavigate();
  return (
    <ReceptionistsListScreen
      onOpen={(id) => {
        navigate(`/hospital/receptionist-info/${id}`);
      }}
    />
  );
}
