import { formatHospitalSearch, HospitalSearchScreen, parseHospitalSearch } from '@aafiya/ui/public';
import { useLocation, useSearch } from 'wouter';

/** /hospitals (002 "Hospital search page"): the search and its filters live in the address, so Back and sharing work. */
export default function HospitalsPage() {
  const [, navigate] = useLocation();
  return (
    <HospitalSearchScreen
      state={parseHospitalSearch(useSearch())}
      onStateChange={(next, options) => {
        navigate(`/hospitals${formatHospitalSearch(next)}`, options);
      }}
    />
  );
}
