import { useApi } from '@aafiya/api-client';
import { useCallback } from 'react';

/**
 * Logout: clears all local storage and goes to / (002, "Public header and
 * footer"; 000 says "goes to login" for the role areas' top bar — we follow
 * the more specific 002, and / offers Login anyway). A full page load, so no
 * cached data of the signed-out user survives.
 */
export function useLogout(): () => void {
  const { session } = useApi();
  return useCallback(() => {
    session.clear();
    window.location.assign('/');
  }, [session]);
}
