/**
 * The home page's search block hands its text to the search pages through
 * local storage (002 "Public header and footer"): one key for the hospital
 * search and one for the doctor search. The search page reads it on its first
 * load and clears it (002 §4), then keeps it in its address.
 */
export const HOSPITAL_SEARCH_TEXT_KEY = 'aafiya.hospitalSearchText';
export const DOCTOR_SEARCH_TEXT_KEY = 'aafiya.doctorSearchText';

export type SearchKind = 'hospital' | 'doctor';

const keyOf = (kind: SearchKind) => (kind === 'hospital' ? HOSPITAL_SEARCH_TEXT_KEY : DOCTOR_SEARCH_TEXT_KEY);

/** Stores the text of a search; false (and nothing stored) when it is blank. */
export function saveSearchText(kind: SearchKind, text: string, storage: Storage = localStorage): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  storage.setItem(keyOf(kind), trimmed);
  return true;
}

/** The stored text of a search, left in place; '' when there is none. */
export function peekSearchText(kind: SearchKind, storage: Storage = localStorage): string {
  return (storage.getItem(keyOf(kind)) ?? '').trim();
}

/** The stored text of a search, removed as it is read; '' when there is none. */
export function takeSearchText(kind: SearchKind, storage: Storage = localStorage): string {
  const text = peekSearchText(kind, storage);
  storage.removeItem(keyOf(kind));
  return text;
}
