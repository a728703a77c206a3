import { type Role, type Session, type SessionUser, useApi } from '@aafiya/api-client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type SignedIn, signedInRole } from './guards';
import { isTokenExpired } from './token';

/** What the pages of a site read from the stored session. */
export interface SessionState extends SignedIn {
  user: SessionUser | null;
  /** Hospital users: the PCR menu entries show only when true. */
  pcrdpi: boolean;
  /** The role of a signed-in user (a stored role counts only with a token), else null. */
  signedInAs: Role | null;
}

const listeners = new Set<() => void>();

/**
 * Tells the site's components the session changed in this tab (after sign-in
 * or sign-out); other tabs hear it through the `storage` event.
 */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The session's stored values as one comparable string (a new string only when something changed). */
function snapshotOf(session: Session): string {
  return JSON.stringify([session.getToken(), session.getRole(), session.getUser(), session.getPcrdpi()]);
}

/** The stored session (token, role, user, PCRDPI) of the site's API client, kept current. */
export function useSessionState(): SessionState {
  const { session } = useApi();
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshotOf(session),
    () => snapshotOf(session),
  );
  return useMemo(() => {
    const [token, role, user, pcrdpi] = JSON.parse(snapshot) as [
      string | null,
      Role | null,
      SessionUser | null,
      boolean,
    ];
    return { token, role, user, pcrdpi, signedInAs: signedInRole({ token, role }) };
  }, [snapshot]);
}

/**
 * Clears a stored session whose token has expired, as the server's 401 would
 * (000 §1: storage cleared, then /login): the guards already treat it as
 * signed out; this removes it so no page reads it again.
 */
export function useClearExpiredSession({ token }: SessionState): void {
  const { session } = useApi();
  const expired = token !== null && isTokenExpired(token);
  useEffect(() => {
    if (!expired) return;
    session.clear();
    notifySessionChange();
  }, [expired, session]);
}
