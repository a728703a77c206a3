import type { ApiClient } from '../../../client/create-api-client';

/**
 * Writes the signed-in patient's new balance into the stored user (002 §3
 * "User: points"), so a reload shows it. The screen also passes it to the
 * app's `useStoredUserUpdate()`, which tells this tab's components.
 */
export function storePoints(api: ApiClient, points: number): void {
  const user = api.session.getUser();
  if (user?.role !== 'PATIENT') return;
  api.session.setUser({ ...user, points });
}

/** The stored patient's balance now (0 when none is known). */
export function storedPoints(api: ApiClient): number {
  return api.session.getUser()?.points ?? 0;
}
