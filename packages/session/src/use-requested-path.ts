import { useLocation, useSearch } from 'wouter';
import { pathnameOf } from './areas';

/**
 * The full in-product address of the current page (`/hospital/doctors?page=2`),
 * re-read whenever the router's location or query changes.
 */
export function useRequestedPath(): string {
  // Subscribes to the router; the address itself is the browser's, base included.
  useLocation();
  useSearch();
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The path part of the current address: what menus compare their links with. */
export function useCurrentPathname(): string {
  return pathnameOf(useRequestedPath());
}
