import { useTopBarSearch } from '@aafiya/session';
import { AppShellSearch, DoctorsListScreen, useNavigate } from '@aafiya/ui';

const PATH = '/receptionist/doctors';

/**
 * /receptionist/doctors: the Doctors List, read-only (no ADD DOCTOR, no
 * Delete). 001 hides the top bar's search for receptionists but gives this list
 * a search: the same search box sits above the list instead, with the text in
 * the address (`?q=`) as everywhere else.
 */
export default function DoctorsPage() {
  const navigate = useNavigate();
  const search = useTopBarSearch(PATH);
  return (
    <div className="flex flex-col gap-4">
      <AppShellSearch
        key={search.text}
        className="max-w-md"
        defaultValue={search.text}
        onSearch={search.onSearch}
        onSearchClear={search.onSearchClear}
      />
      <DoctorsListScreen
        readOnly
        search={search.text}
        onOpen={(id) => {
          navigate(`/receptionist/doctor-info/${id}`);
        }}
      />
    </div>
  );
}
