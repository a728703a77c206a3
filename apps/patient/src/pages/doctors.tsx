import { DoctorSearchScreen, formatDoctorSearch, parseDoctorSearch } from '@aafiya/ui/public';
import { useLocation, useSearch } from 'wouter';

/** /doctor (002 "Doctor search page"): the search and its filters live in the address. */
export default function DoctorsPage() {
  const [, navigate] = useLocation();
  return (
    <DoctorSearchScreen
      state={parseDoctorSearch(useSearch())}
      onStateChange={(next, options) => {
        navigate(`/doctor${formatDoctorSearch(next)}`, options);
      }}
    />
  );
}
