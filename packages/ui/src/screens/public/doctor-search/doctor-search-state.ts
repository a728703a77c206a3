import { type HospitalType, hospitalTypes } from '../search/hospital-types';
import { queryOf, readChoices, readList, readPage, readText, writeList } from '../search/search-url';

/** What /doctor shows, as its address keeps it (so a search can be shared and Back works). */
export interface DoctorSearchState {
  text: string;
  hospitalTypes: HospitalType[];
  specialities: string[];
  languages: string[];
  /** Country lookup ids. */
  nationalities: string[];
  genders: string[];
  /** Zero-based. */
  page: number;
}

export const emptyDoctorSearch: DoctorSearchState = {
  text: '',
  hospitalTypes: [],
  specialities: [],
  languages: [],
  nationalities: [],
  genders: [],
  page: 0,
};

/** The state of `?q=cardio&type=HOSPITAL&speciality=a&language=b&nationality=c&gender=d&page=2`. */
export function parseDoctorSearch(search: string): DoctorSearchState {
  const params = new URLSearchParams(search);
  return {
    text: readText(params),
    hospitalTypes: readChoices(params, 'type', hospitalTypes),
    specialities: readList(params, 'speciality'),
    languages: readList(params, 'language'),
    nationalities: readList(params, 'nationality'),
    genders: readList(params, 'gender'),
    page: readPage(params),
  };
}

/** The query string of a state, '?…' or '' for every doctor: `navigate('/doctor' + formatDoctorSearch(state))`. */
export function formatDoctorSearch(state: DoctorSearchState): string {
  const params = new URLSearchParams();
  writeList(params, 'type', state.hospitalTypes);
  writeList(params, 'speciality', state.specialities);
  writeList(params, 'language', state.languages);
  writeList(params, 'nationality', state.nationalities);
  writeList(params, 'gender', state.genders);
  return queryOf(params, state.text, state.page);
}

/** The address of the doctor search for one speciality (the home page's speciality finder). */
export function doctorSearchHref(specialityId: string): string {
  return `/doctor${formatDoctorSearch({ ...emptyDoctorSearch, specialities: [specialityId] })}`;
}

/** How many filters are checked. */
export function doctorFilterCount(state: DoctorSearchState): number {
  return (
    state.hospitalTypes.length +
    state.specialities.length +
    state.languages.length +
    state.nationalities.length +
    state.genders.length
  );
}
