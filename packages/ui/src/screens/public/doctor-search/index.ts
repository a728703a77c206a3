export { DoctorSearch, type DoctorSearchOptions, type DoctorSearchProps } from './doctor-search';
export { doctorHandoff, DoctorSearchScreen, type DoctorSearchScreenProps } from './doctor-search.connected';
export {
  doctorSearchHref,
  emptyDoctorSearch,
  formatDoctorSearch,
  parseDoctorSearch,
  type DoctorSearchState,
} from './doctor-search-state';
export { doctorHref } from './doctor-search-card';
