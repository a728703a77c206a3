import { homeOf, isInsideArea, LOGIN_PATH, pathnameOf } from './areas';

/** The query parameter that carries the page a guard refused, so sign-in can lead back to it. */
export const REDIRECT_PARAM = 'redirect';

/** Pages only for guests (002: login and registration; reset password too, as its section says). */
export const GUEST_ONLY_PATHS = [
  LOGIN_PATH,
  '/select-registeration-type',
  '/register-patient',
  '/register-hospital',
  '/forget-password',
  '/reset-password',
] as const;

export function isGuestOnlyPath(path: string): boolean {
  const pathname = pathnameOf(path);
  return GUEST_ONLY_PATHS.some((guestPath) => pathname === guestPath || pathname.startsWith(`${guestPath}/`));
}

const ORIGIN = 'http://aafiya.invalid';

/**
 * A requested path made safe to navigate to: an absolute path on this origin
 * (`/x`), with dot segments resolved; anything else (another origin, `//host`,
 * `javascript:`, a relative path) gives null.
 */
export function safeInternalPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  try {
    const url = new URL(path, ORIGIN);
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Where a user goes after sign-in: the requested path when it already lies
 * inside the user's own area (and is not a guest-only page), else the area
 * root; an unknown or missing role goes to /login (000, section 2.2).
 */
export function landingPath(role: string | null | undefined, requestedPath?: string | null): string {
  const home = homeOf(role);
  if (home === LOGIN_PATH) return LOGIN_PATH;
  const requested = safeInternalPath(requestedPath);
  if (requested && isInsideArea(requested, home) && !isGuestOnlyPath(requested)) return requested;
  return home;
}

/** `/login?redirect=<path>`: where a guard sends a refused visitor. */
export function loginPathFor(requestedPath: string): string {
  const requested = safeInternalPath(requestedPath);
  if (!requested || isGuestOnlyPath(requested)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: requested }).toString()}`;
}

/** The `redirect` parameter of a query string (`?redirect=%2Fhospital`), or null. */
export function redirectParamOf(search: string): string | null {
  const value = new URLSearchParams(search).get(REDIRECT_PARAM);
  return value === null || value === '' ? null : value;
}
