import { type Session, type SessionUser, useApi } from '@aafiya/api-client';
import { useCallback } from 'react';
import { notifySessionChange } from './session-state';

/**
 * Writes changes into the stored user (000 §4: "a successful hospital update
 * refreshes the stored and in-memory user"), keeping what the changes leave
 * out (e.g. PCRDPI); a field given as undefined is removed. Nothing is stored
 * when no one is signed in. Returns whether the user changed.
 */
export function refreshStoredUser(session: Session, changes: Partial<SessionUser>): boolean {
  const current = session.getUser();
  if (!current) return false;
  session.setUser({ ...current, ...changes });
  return true;
}

/**
 * `const updateUser = useStoredUserUpdate()`: after a profile change, updates
 * the stored user and tells this tab's components (the top bar shows the new
 * name and picture at once; other tabs hear the storage event).
 */
export function useStoredUserUpdate(): (changes: Partial<SessionUser>) => void {
  const { session } = useApi();
  return useCallback(
    (changes) => {
      if (refreshStoredUser(session, changes)) notifySessionChange();
    },
    [session],
  );
}
