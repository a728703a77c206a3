import { NursesListScreen, useNavigate } from '@aafiya/ui';

/** /receptionist/nurse: the Nurse/Technician List, paged and read-only; a card opens its detail page. */
export default function NursesPage() {
  const navigate = useNavigate();
  return (
    <NursesListScreen
      readOnly
      onOpen={(id) => {
        navigate(`/receptionist/nurse-info/${id}`);
      }}
    />
  );
}
