export { HospitalSearch, type HospitalSearchOptions, type HospitalSearchProps } from './hospital-search';
export { HospitalSearchScreen, type HospitalSearchScreenProps } from './hospital-search.connected';
export {
  emptyHospitalSearch,
  formatHospitalSearch,
  parseHospitalSearch,
  type HospitalSearchState,
} from './hospital-search-state';
export { hospitalHref } from './hospital-search-card';
