import type { Role } from '@aafiya/api-client';
import { useNavigate } from '@aafiya/ui';
import { type ReactNode, useEffect } from 'react';
import { roleGuardDecision } from './guards';
import { useClearExpiredSession, useSessionState } from './session-state';
import { useRequestedPath } from './use-requested-path';

export interface RoleGuardProps {
  /** The role (or roles) the pages below are for. (Not `role`: that is an ARIA attribute's name.) */
  allow: Role | readonly Role[];
  children: ReactNode;
}

/**
 * Renders its pages only for a signed-in user of the given role. Anyone else
 * (no stored session, or another role: "a mismatch redirects to /login") goes
 * to `/login?redirect=<requested path>`: a full page load from a role site, a
 * router move inside the public site.
 */
export function RoleGuard({ allow, children }: RoleGuardProps) {
  const state = useSessionState();
  useClearExpiredSession(state);
  const requested = useRequestedPath();
  const navigate = useNavigate();
  const decision = roleGuardDecision(state, allow, requested);
  const redirectTo = decision.allow ? null : decision.redirectTo;
  useEffect(() => {
    if (redirectTo !== null) navigate(redirectTo);
  }, [navigate, redirectTo]);
  return decision.allow ? children : null;
}
