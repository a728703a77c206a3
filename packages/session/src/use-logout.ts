import { useApi } from '@aafiya/api-client';
import { useCallback } from 'react';

/** How long sign-out waits for the server before leaving anyway (offline, a slow network). */
const SIGN_OUT_WAIT_MS = 2000;

/**
 * Logout: the server revokes this session's token (`POST /users/logout`, #17:
 * a copy of the token stops working), then all local storage is cleared and
 * the page goes to / (002, "Public header and footer"; 000 says "goes to login"
 * for the role areas' top bar — we follow the more specific 002, and / offers
 * Login anyway). It leaves after 2 s at most, whatever the server answers. A
 * full page load, so no cached data of the signed-out user survives.
 * `destination`: where it goes afterwards (the patient's forced logout: /login).
 */
export function useLogout(destination = '/'): () => void {
  const api = useApi();
  return useCallback(() => {
    const token = api.session.getToken();
    // The storage is cleared only once the server has answered: cleared first, the
    // area's guard would leave for /login at once, a full page load that could
    // cancel the sign-out call.
    const revoked = token
      ? api
          .POST('/users/logout', { headers: { authorization: `Bearer ${token}` } })
          .then(() => undefined)
          .catch(() => undefined)
      : Promise.resolve();
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS));
    void Promise.race([revoked, timeout]).then(() => {
      api.session.clear();
      window.location.assign(destination);
    });
  }, [api, destination]);
}
