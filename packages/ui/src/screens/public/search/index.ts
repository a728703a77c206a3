export {
  DOCTOR_SEARCH_TEXT_KEY,
  HOSPITAL_SEARCH_TEXT_KEY,
  saveSearchText,
  type SearchKind,
  takeSearchText,
} from './saved-search-text';
export type { SearchStateChange } from './use-saved-search-text';
