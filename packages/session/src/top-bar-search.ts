import { useNavigate } from '@aafiya/ui';
import { useSearch } from 'wouter';

/** The query parameter that carries the top bar's submitted search text. */
export const SEARCH_PARAM = 'q';

/** The submitted search text of the current page ('' when none). */
export function useSearchText(): string {
  return new URLSearchParams(useSearch()).get(SEARCH_PARAM)?.trim() ?? '';
}

/** The address of `pathname` with the search text (or without any, when empty). */
export function searchHref(pathname: string, text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${pathname}?${SEARCH_PARAM}=${encodeURIComponent(trimmed)}` : pathname;
}

/**
 * The top bar's search for lists (000 §2.5 "Top bar"): submitting puts the
 * text in the address (`?q=`), so the list, the back button and a reload agree;
 * clearing the box goes back to the full list.
 */
export function useTopBarSearch(pathname: string) {
  const navigate = useNavigate();
  return {
    text: useSearchText(),
    onSearch: (text: string) => {
      navigate(searchHref(pathname, text));
    },
    onSearchClear: () => {
      navigate(pathname);
    },
  };
}
