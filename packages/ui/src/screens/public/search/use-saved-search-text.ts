import { useEffect, useEffectEvent } from 'react';
import { type SearchKind, takeSearchText } from './saved-search-text';

/** How a search page's connected screen changes its address; `replace` for a change the user did not make. */
export type SearchStateChange<State> = (state: State, options?: { replace?: boolean }) => void;

/**
 * The search page's first load (002 §4): a text the home page stored is read,
 * cleared and written into the address, replacing it (so Back does not lead
 * to the address without it). Call it before the search's query, so the text
 * is in the address as the results are asked for.
 */
export function useSavedSearchText<State extends { text: string; page: number }>(
  kind: SearchKind,
  state: State,
  onStateChange: SearchStateChange<State>,
): void {
  const handOver = useEffectEvent(() => {
    const saved = takeSearchText(kind);
    if (saved !== '') onStateChange({ ...state, text: saved, page: 0 }, { replace: true });
  });
  useEffect(() => {
    handOver();
  }, []);
}
