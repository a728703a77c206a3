import { type HospitalType, hospitalTypes } from '../search/hospital-types';
import { queryOf, readChoices, readList, readPage, readText, writeList } from '../search/search-url';

/** What /hospitals shows, as its address keeps it (so a search can be shared and Back works). */
export interface HospitalSearchState {
  text: string;
  hospitalTypes: HospitalType[];
  insurances: string[];
  specialities: string[];
  addons: string[];
  /** Zero-based. */
  page: number;
}

export const emptyHospitalSearch: HospitalSearchState = {
  text: '',
  hospitalTypes: [],
  insurances: [],
  specialities: [],
  addons: [],
  page: 0,
};

/** The state of `?q=marina&type=CLINIC&insurance=a,b&speciality=c&addon=d&page=2` (wouter's `useSearch()`, with or without '?'). */
export function parseHospitalSearch(search: string): HospitalSearchState {
  const params = new URLSearchParams(search);
  return {
    text: readText(params),
    hospitalTypes: readChoices(params, 'type', hospitalTypes),
    insurances: readList(params, 'insurance'),
    specialities: readList(params, 'speciality'),
    addons: readList(params, 'addon'),
    page: readPage(params),
  };
}

/** The query string of a state, '?…' or '' for every hospital: `navigate('/hospitals' + formatHospitalSearch(state))`. */
export function formatHospitalSearch(state: HospitalSearchState): string {
  const params = new URLSearchParams();
  writeList(params, 'type', state.hospitalTypes);
  writeList(params, 'insurance', state.insurances);
  writeList(params, 'speciality', state.specialities);
  writeList(params, 'addon', state.addons);
  return queryOf(params, state.text, state.page);
}

/** How many filters are checked. */
export function hospitalFilterCount(state: HospitalSearchState): number {
  return state.hospitalTypes.length + state.insurances.length + state.specialities.length + state.addons.length;
}
