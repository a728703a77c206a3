/**
 * The pieces of a search page's address (`/hospitals?q=marina&insurance=a,b&page=2`)
 * that both searches share: a list of ids is one comma-separated parameter,
 * the page is one-based in the address (zero-based in the state, as the API
 * and the Pager count) and left out on the first page. Unknown or malformed
 * parameters are ignored, so an edited or old link still opens a search.
 */

/** The ids of a list parameter, without blanks or repeats. */
export function readList(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [...new Set(raw.split(',').map((id) => id.trim()))].filter((id) => id !== '');
}

/** Only the values a fixed list allows (e.g. the hospital types). */
export function readChoices<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  return readList(params, key).filter((value): value is T => (allowed as readonly string[]).includes(value));
}

/** The zero-based page of the one-based `page` parameter; 0 when missing or not a whole number ≥ 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 0;
  return Math.max(Number(raw) - 1, 0);
}

/** The search text, trimmed. */
export function readText(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim();
}

/** Adds a list when it has ids. */
export function writeList(params: URLSearchParams, key: string, ids: readonly string[]): void {
  if (ids.length > 0) params.set(key, ids.join(','));
}

/** The query string of the parameters: `?…`, or '' when there are none. */
export function queryOf(params: URLSearchParams, text: string, page: number): string {
  const trimmed = text.trim();
  const out = new URLSearchParams();
  if (trimmed !== '') out.set('q', trimmed);
  for (const [key, value] of params) out.set(key, value);
  if (page > 0) out.set('page', String(page + 1));
  const query = out.toString();
  return query === '' ? '' : `?${query}`;
}
