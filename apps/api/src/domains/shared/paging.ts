// Paging and text search shared by the staff directories (doctors, nurses and
// technicians, laboratories, receptionists).
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Page size of staff lists (the specification leaves it to the server). */
export const PAGE_SIZE = 12;

/** Which rows a list call asks for: one zero-based page, or every row with `getAll=true`. */
export interface PageRequest {
  page: number;
  getAll: boolean;
}

/** The page and getAll query parameters of a list call (coerced and defaulted by the contract's validation). */
export interface PageQuery {
  page?: number;
  getAll?: boolean;
}

export function pageRequestOf(query: PageQuery): PageRequest {
  return { page: query.page ?? 0, getAll: query.getAll === true };
}

/** LIMIT and OFFSET of a page request over `total` rows. */
export function windowOf(request: PageRequest, total: number): { limit: number; offset: number } {
  return request.getAll
    ? { limit: Math.max(total, 1), offset: 0 }
    : { limit: PAGE_SIZE, offset: request.page * PAGE_SIZE };
}

/** The contract's PageInfo fields: numberOfPages is 0 for an empty list; `getAll` reports one page. */
export function pageInfoOf(request: PageRequest, total: number) {
  return {
    pageNumber: request.getAll ? 0 : request.page,
    numberOfPages: request.getAll ? (total > 0 ? 1 : 0) : Math.ceil(total / PAGE_SIZE),
    totalItems: total,
  };
}

/** `text` as a LIKE pattern that matches it anywhere, with its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring search over a person's first name, last name,
 * "first last" and e-mail (so "omar al" finds Omar Al Mansoori).
 */
export function personMatches(
  columns: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn },
  text: string,
): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(columns.firstName, pattern),
    ilike(columns.lastName, pattern),
    ilike(columns.email, pattern),
    sql`(${columns.firstName} || ' ' || ${columns.lastName}) ILIKE ${pattern}`,
  );
}
