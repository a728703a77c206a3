import { useSearchText } from '@aafiya/session';
import { NursesListScreen, useNavigate } from '@aafiya/ui';

/** /hospital/nurse */
export default function NursesPage() {
  const navigate = useNavigate();
  return (
    <NursesListScreen
      search={useSearchText()}
      onOpen={(id) => {
        navigate(`/hospital/nurse-info/${id}`);
      }}
    />
  );
}
