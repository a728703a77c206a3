import { useSearchText } from '@aafiya/session';
import { DoctorsListScreen, useNavigate } from '@aafiya/ui';

/**
 * /nurse/doctor-schedule: the hospital's doctor cards (names, picture,
 * specialities, email, mobile), searched from the top bar and paged; a card
 * opens that doctor's calendar. The hospital's list, read-only.
 */
export default function DoctorSchedulesPage() {
  const navigate = useNavigate();
  return (
    <DoctorsListScreen
      readOnly
      search={useSearchText()}
      onOpen={(id) => {
        navigate(`/nurse/schedule/${id}`);
      }}
    />
  );
}
