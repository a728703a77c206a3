import { useSearchText } from '@aafiya/session';
import { LaboratoriesListScreen, useNavigate } from '@aafiya/ui';

/** /hospital/laboratory: a card opens /hospital/lab-info/{id}. */
export default function LaboratoriesPage() {
  const navigate = useNavigate();
  return (
    <LaboratoriesListScreen
      search={useSearchText()}
      onOpen={(id) => {
        navigate(`/hospital/lab-info/${id}`);
      }}
    />
  );
}
