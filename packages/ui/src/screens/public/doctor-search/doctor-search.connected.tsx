import { type DoctorSearchCard, useDoctorSearch, useLookupOptions, useSpecialityOptions } from '@aafiya/api-client';
import { useLocale } from '../../../i18n';
import { useNavigate } from '../../../lib/navigation';
import { bookingPath, type BookingHandoff, saveBookingHandoff } from '../booking/booking-handoff';
import { type SearchStateChange, useSavedSearchText } from '../search/use-saved-search-text';
import { DoctorSearch } from './doctor-search';
import type { DoctorSearchState } from './doctor-search-state';

export interface DoctorSearchScreenProps {
  /** `parseDoctorSearch(useSearch())`. */
  state: DoctorSearchState;
  /** `(next, { replace }) => navigate('/doctor' + formatDoctorSearch(next), { replace })`. */
  onStateChange: SearchStateChange<DoctorSearchState>;
  className?: string;
}

/** The booking hand-off of a doctor chosen on the search page (not from a hospital's page). */
export function doctorHandoff(doctor: DoctorSearchCard): BookingHandoff {
  return {
    kind: 'doctor',
    provider: { id: doctor.id, role: 'DOCTOR', name: `${doctor.firstName} ${doctor.lastName}`.trim() },
    hospitalId: doctor.hospitalId,
    hospitalName: doctor.hospitalName,
    fromHospitalPage: false,
  };
}

/**
 * /doctor on the API: `POST /doctors/filter?page=` for the address's search
 * and the filters' lookups (`/speciality`, `/lookups/languages`,
 * `/lookups/countries`, `/lookups/genders`). 'book appointment' keeps the
 * booking hand-off and goes to /book-appointment (through the app's
 * navigation; a guest is sent to sign in there and brought back).
 */
export function DoctorSearchScreen({ state, onStateChange, className }: DoctorSearchScreenProps) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  useSavedSearchText('doctor', state, onStateChange);
  const results = useDoctorSearch(state, state.page, locale);
  const specialities = useSpecialityOptions(locale);
  const languages = useLookupOptions('languages', locale);
  const nationalities = useLookupOptions('countries', locale);
  const genders = useLookupOptions('genders', locale);
  return (
    <DoctorSearch
      className={className}
      state={state}
      onStateChange={onStateChange}
      doctors={results.data?.items ?? []}
      total={results.data?.total ?? 0}
      pageCount={results.data?.pageCount ?? 0}
      options={{
        specialities: specialities.data ?? [],
        languages: languages.data ?? [],
        nationalities: nationalities.data ?? [],
        genders: genders.data ?? [],
      }}
      onBook={(doctor) => {
        const handoff = doctorHandoff(doctor);
        saveBookingHandoff(handoff);
        navigate(bookingPath(handoff));
      }}
      loading={results.isPending}
      updating={results.isPlaceholderData}
      error={results.isError}
      onRetry={() => {
        void results.refetch();
      }}
    />
  );
}
