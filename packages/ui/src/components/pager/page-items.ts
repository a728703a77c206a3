/** One entry of the pager: a zero-based page index or a gap before or after the pages around the current one. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** With this many pages or fewer every page is listed; beyond it the list is shortened to the same length. */
const maxItems = 7;

/**
 * The entries a pager shows for zero-based `page` out of `pageCount` pages:
 * every page when there are at most seven, otherwise the first page, the
 * current page with one neighbour either side, the last page, and ellipses
 * for the gaps — always seven entries, so the pager does not jump about.
 *
 * pageItems(4, 20) → [0, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 19] (shown as 1 … 4 5 6 … 20)
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= maxItems) return Array.from({ length: count }, (_, index) => index);

  const last = count - 1;
  const current = Math.min(Math.max(Math.floor(page), 0), last);
  // The three-page window around the current page, kept clear of the first and last two entries.
  const windowStart = Math.min(Math.max(current - 1, 2), count - 5);
  const windowEnd = windowStart + 2;

  return [
    0,
    windowStart > 2 ? 'start-ellipsis' : 1,
    windowStart,
    windowStart + 1,
    windowEnd,
    windowEnd < count - 3 ? 'end-ellipsis' : last - 1,
    last,
  ];
}
