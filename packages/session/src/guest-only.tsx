import { useNavigate } from '@aafiya/ui';
import { type ReactNode, useEffect } from 'react';
import { guestOnlyDecision } from './guards';
import { redirectParamOf } from './redirects';
import { useClearExpiredSession, useSessionState } from './session-state';
import { useRequestedPath } from './use-requested-path';

/**
 * Login, registration and password-recovery pages: a signed-in user is sent
 * to `landingPath(role, redirect)` (their home, or the requested page of their
 * own area). One exception, chosen so that "a hospital user who opens /admin
 * is sent to /login" holds: when the URL's `redirect` lies outside the user's
 * own area (what a role guard that refused them leaves), the page stays, so
 * they can sign in with another account. See guestOnlyDecision.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const state = useSessionState();
  useClearExpiredSession(state);
  // Re-read on every move; the redirect comes from the browser's query string.
  useRequestedPath();
  const decision = guestOnlyDecision(state, redirectParamOf(window.location.search));
  const navigate = useNavigate();
  const redirectTo = decision.allow ? null : decision.redirectTo;
  useEffect(() => {
    if (redirectTo !== null) navigate(redirectTo);
  }, [navigate, redirectTo]);
  return decision.allow ? children : null;
}
