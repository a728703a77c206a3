import type { Role } from '@aafiya/api-client';
import { isInsideArea, homeOf } from './areas';
import { landingPath, loginPathFor, safeInternalPath } from './redirects';
import { isTokenExpired } from './token';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** What the session says about the visitor: the stored role counts only with a token that has not expired. */
export interface SignedIn {
  token: string | null;
  role: Role | null;
}

export function signedInRole({ token, role }: SignedIn, now: number = Date.now()): Role | null {
  return token && !isTokenExpired(token, now) ? role : null;
}

/**
 * A role-guarded page: only a signed-in user of one of the allowed roles may
 * open it. Anyone else (guest or another role: 001 and 000 section 6, "a
 * mismatch redirects to /login") goes to /login, carrying the requested path.
 */
export function roleGuardDecision(
  visitor: SignedIn,
  allowed: Role | readonly Role[],
  requestedPath: string,
): GuardDecision {
  const role = signedInRole(visitor);
  const roles: readonly Role[] = typeof allowed === 'string' ? [allowed] : allowed;
  if (role !== null && roles.includes(role)) return { allow: true };
  return { allow: false, redirectTo: loginPathFor(requestedPath) };
}

/**
 * A guest-only page (login, registration, password recovery): a signed-in user
 * goes to `landingPath(role, redirect)`, except when the URL carries a
 * `redirect` that lies outside the user's own area. That is what a role guard
 * refusing this user leaves behind (a hospital user who opened /admin): the
 * form stays, so "a mismatch redirects to /login" holds and the user can sign
 * in with another account, instead of bouncing back to their own home.
 */
export function guestOnlyDecision(visitor: SignedIn, redirect: string | null): GuardDecision {
  const role = signedInRole(visitor);
  if (role === null) return { allow: true };
  const requested = safeInternalPath(redirect);
  if (requested && !isInsideArea(requested, homeOf(role))) return { allow: true };
  return { allow: false, redirectTo: landingPath(role, requested) };
}
